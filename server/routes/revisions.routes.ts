import { revisionsEndpoints } from '../../domain/api/revisions.endpoints';
import { answer, defineRoute, type RouteModule } from '../http/route';
import { deleteRevision, updateRevision } from '../revisions/changeRevision';
import { logRevision } from '../revisions/logRevision';
import { markRevisionFixed, markRevisionVerified } from '../revisions/markRevision';
import { listSiteRevisions } from '../revisions/revisionQueries';
import { requireSite } from '../sites/requireSite';

/**
 * /api/siteRevisions (domain/api/revisions.endpoints.ts). Editing and deleting also need to be the
 * revision's author or admin (server/revisions/changeRevision.ts).
 */
export const revisionsRoutes: RouteModule = () => [
  defineRoute(revisionsEndpoints.list, async ({ deps, query }) => {
    const site = await requireSite(deps.db, query.fhid);
    return listSiteRevisions(deps.db, site.id);
  }),
  defineRoute(revisionsEndpoints.create, async ({ deps, user, body }) => answer(201, await logRevision(deps, user, body))),
  defineRoute(revisionsEndpoints.markFixed, ({ deps, user, body }) => markRevisionFixed(deps, user, body)),
  defineRoute(revisionsEndpoints.markVerified, ({ deps, user, body }) => markRevisionVerified(deps, user, body)),
  defineRoute(revisionsEndpoints.update, ({ deps, user, body }) => updateRevision(deps, user, body)),
  defineRoute(revisionsEndpoints.remove, async ({ deps, user, body }) => {
    await deleteRevision(deps, user, body.issueId);
    return { id: body.issueId };
  }),
];
