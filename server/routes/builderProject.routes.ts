import { builderProjectEndpoints } from '../../domain/api/builderProject.endpoints';
import { builderProjectStateOf, startBuilderProject } from '../builderProject/startBuilderProject';
import { answer, defineRoute, type RouteModule } from '../http/route';
import { builderProjectJobName } from '../jobs/builderProject.job';

/** Creating a site's builder project from a template (domain/api/builderProject.endpoints.ts): a background job with live progress. */
export const builderProjectRoutes: RouteModule = () => [
  defineRoute(builderProjectEndpoints.create, async ({ deps, user, params, body }) => {
    const started = await startBuilderProject(deps, user, params.id, body);
    if (started.joined) return started;
    // Sent after the row is committed, so the job always finds it; the job's id is the launchId, so
    // the start-up sweep can ask whether the project still has a job (failAbandonedBuilderProjects).
    await deps.jobs.send(builderProjectJobName, { launchId: started.launchId }, { id: started.launchId });
    return answer(202, started);
  }),
  defineRoute(builderProjectEndpoints.state, ({ deps, params }) => builderProjectStateOf(deps.db, params.launchId)),
];
