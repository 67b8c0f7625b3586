import { bulkActionBody, bulkResultSchema, matchingIdsSchema } from './bulkActions.schema';
import { endpoint } from './endpoint';
import { siteListQuerySchema } from './siteList.schema';

/** Bulk actions on the site lists (issue 19, docs/decisions/0352): the ids 'select all N matching' selects, and one change on up to 500 sites. */
export const bulkActionsEndpoints = {
  matchingIds: endpoint({
    method: 'get',
    path: '/api/sites/ids',
    capability: 'readSites',
    summary: "The ids of the sites matching a list's filters",
    description:
      "The list's query (GET /api/sites; paging ignored): at most 501 ids in the list's order, one more than a request may carry, so the browser knows the selection is past the limit without being sent every id.",
    query: siteListQuerySchema,
    answers: { 200: matchingIdsSchema },
  }),
  apply: endpoint({
    method: 'post',
    path: '/api/sites/bulk',
    capability: 'bulkEditSites',
    summary: 'Applies one change to many sites',
    description:
      "`{siteIds: [1..500 distinct ids], action}`, `action` one of `{kind: 'assign', role, userId | null}` and `{kind: 'event', event}` (a `/transition` event or `MARK_LOST`). The action itself needs the single action's capability, else 403 for the whole request ('Your role may not assign the designer', 'Your role may not send MARK_LOST'). " +
      "Each site goes through the single action's own function, in its own transaction, with its log entry, status move and board card. A site the single action refuses is reported `{siteId, outcome: 'refused', status, reason}` with its message (404 'Site not found', 409 'Cannot mark as lost a site in Lost: ...', 409 'Corporate site: an account manager is assigned on corporate sites only') and left as it was; the others `{siteId, outcome: 'done', note}` (the single action's warning, e.g. a board card not moved), in the order sent. " +
      "A 400 about the request (the person is not an active user of the role, `action.userId`) is the whole request's, found before any site changes. More than 500: 400 `siteIds: at most 500 sites a request; select fewer and apply again`.",
    body: bulkActionBody,
    answers: { 200: bulkResultSchema },
  }),
};
