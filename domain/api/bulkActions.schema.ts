import * as v from 'valibot';
import { idSchema } from './id.schema';
import { bulkEventTypes, bulkLimit } from '../bulkActions/bulkActionChoices';
import { assigneeRoles } from '../roles';

/**
 * POST /api/sites/bulk (issue 19): one change applied to each site in turn, under the same rules,
 * permissions and logging as the single action, each site in its own transaction.
 */
const siteIds = v.pipe(
  v.array(idSchema('siteIds'), 'siteIds must be a list of site ids'),
  v.nonEmpty('siteIds must name at least one site'),
  v.maxLength(bulkLimit, `siteIds: at most ${bulkLimit} sites a request; select fewer and apply again`),
  v.check((ids) => new Set(ids).size === ids.length, 'siteIds must not name a site twice'),
);

const assignAction = v.object({
  kind: v.literal('assign'),
  role: v.picklist(assigneeRoles, `role must be one of ${assigneeRoles.join(', ')}`),
  /** The person to assign, or null to unassign. */
  userId: v.nullable(idSchema('userId')),
});

const eventAction = v.object({
  kind: v.literal('event'),
  event: v.picklist(bulkEventTypes, `event must be one of ${bulkEventTypes.join(', ')}`),
});

export const bulkActionBody = v.object({
  siteIds,
  action: v.variant('kind', [assignAction, eventAction], "action.kind must be 'assign' or 'event'"),
});
export type BulkActionBody = v.InferOutput<typeof bulkActionBody>;

/** One site's outcome: done, or refused with the reason (nothing changed on that site). */
export const bulkOutcomeSchema = v.variant('outcome', [
  v.object({
    siteId: v.number(),
    outcome: v.literal('done'),
    /** Something the single action would also have said, e.g. the board card not moved. */ note: v.nullable(v.string()),
  }),
  v.object({ siteId: v.number(), outcome: v.literal('refused'), status: v.number(), reason: v.string() }),
]);
export type BulkOutcome = v.InferOutput<typeof bulkOutcomeSchema>;

/** In the order the sites were sent. */
export const bulkResultSchema = v.object({ outcomes: v.array(bulkOutcomeSchema) });
export type BulkResult = v.InferOutput<typeof bulkResultSchema>;

/**
 * GET /api/sites/ids (the list's query; paging ignored): the ids 'select all N matching' selects,
 * in the list's order. At most bulkLimit + 1: one more than a request may carry tells the browser
 * the selection is past the limit without sending every id.
 */
export const matchingIdsSchema = v.object({ ids: v.array(v.number()) });
export type MatchingIds = v.InferOutput<typeof matchingIdsSchema>;
