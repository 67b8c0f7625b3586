import {
  createRevisionBody,
  deleteRevisionBody,
  listRevisionsQuery,
  markRevisionFixedBody,
  markRevisionVerifiedBody,
  updateRevisionBody,
} from '../../domain/api/revisions.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { deleteRevision, updateRevision } from '../revisions/changeRevision';
import { logRevision } from '../revisions/logRevision';
import { markRevisionFixed, markRevisionVerified } from '../revisions/markRevision';
import { listSiteRevisions } from '../revisions/revisionQueries';
import { requireSite } from '../sites/requireSite';

/**
 * /api/siteRevisions: revisions (QA issues) of a site, part 2 §7, authorised by decisions.md §2.
 * Editing and deleting also need to be the revision's author or admin (server/revisions/changeRevision.ts).
 */
export const revisionsRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'get',
    path: '/api/siteRevisions',
    capability: 'readSites',
    query: listRevisionsQuery,
    handler: async ({ c, deps, query }) => {
      const site = await requireSite(deps.db, query.fhid);
      return c.json(await listSiteRevisions(deps.db, site.id));
    },
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/siteRevisions',
    capability: 'logRevision',
    body: createRevisionBody,
    handler: async ({ c, deps, user, body }) => c.json(await logRevision(deps, user, body), 201),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/siteRevisions/markFixed',
    capability: 'markRevisionFixed',
    body: markRevisionFixedBody,
    handler: async ({ c, deps, user, body }) => c.json(await markRevisionFixed(deps, user, body)),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/siteRevisions/markVerified',
    capability: 'verifyRevision',
    body: markRevisionVerifiedBody,
    handler: async ({ c, deps, user, body }) => c.json(await markRevisionVerified(deps, user, body)),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/siteRevisions/update',
    capability: 'logRevision',
    body: updateRevisionBody,
    handler: async ({ c, deps, user, body }) => c.json(await updateRevision(deps, user, body)),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/siteRevisions/delete',
    capability: 'logRevision',
    body: deleteRevisionBody,
    handler: async ({ c, deps, user, body }) => {
      await deleteRevision(deps, user, body.issueId);
      return c.json({ id: body.issueId });
    },
  }),
];
