import * as v from 'valibot';
import { createBuilderProjectBody } from '../../domain/api/builderProject.schema';
import { builderProjectStateOf, startBuilderProject } from '../builderProject/startBuilderProject';
import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { builderProjectJobName } from '../jobs/builderProject.job';

/** Creating a site's builder project from a template (part 2 §2.5, §7): a background job with live progress. */
export const builderProjectRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/create/:id{[0-9]+}',
    capability: 'manageBuilderProject',
    params: idParams,
    body: createBuilderProjectBody,
    handler: async ({ c, deps, user, params, body }) => {
      const started = await startBuilderProject(deps, user, params.id, body);
      // Sent after the row is committed, so the job always finds it; the job's id is the launchId, so
      // the start-up sweep can ask whether the project still has a job (failAbandonedBuilderProjects).
      if (!started.joined) await deps.jobs.send(builderProjectJobName, { launchId: started.launchId }, { id: started.launchId });
      return c.json(started, started.joined ? 200 : 202);
    },
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/builderProjects/:launchId',
    capability: 'readSites',
    params: v.object({ launchId: v.string() }),
    handler: async ({ c, deps, params }) => c.json(await builderProjectStateOf(deps.db, params.launchId)),
  }),
];
