import { builderProjectStartedSchema, builderProjectStateSchema, createBuilderProjectBody, launchIdParams } from './builderProject.schema';
import { endpoint } from './endpoint';
import { idParams } from './id.schema';

/** Creating a site's builder project from a template (part 2 §2.5, §7): a background job with live progress. */
export const builderProjectEndpoints = {
  create: endpoint({
    method: 'post',
    path: '/api/sites/create/:id{[0-9]+}',
    capability: 'manageBuilderProject',
    summary: "Starts creating a site's builder project from a template",
    description:
      "One builder project per site. 202 `{launchId, joined: false}`: the create starts as a job under the `launchId` sent (a UUID); its progress comes live as `builder_project_event` `{launchId, siteId, message, status}` on `launch:<launchId>`. A create while one runs joins it: 200 with that create's launchId and `joined: true`. The template must be one the builder offers (400 naming `template`). A racing create that slipped past the check joins the winner.",
    params: idParams,
    body: createBuilderProjectBody,
    answers: { 200: builderProjectStartedSchema, 202: builderProjectStartedSchema },
    refusals: {
      409: 'The site already has a builder project, is a hosted obituary site (it has none), or the launchId was used for another create',
    },
  }),
  state: endpoint({
    method: 'get',
    path: '/api/builderProjects/:launchId',
    capability: 'readSites',
    summary: 'Where a builder-project create is',
    description:
      "What a page that subscribed late (or reconnected) re-reads: the steps done so far, and `done` or `failed` with its error. 404 'Builder project not found'.",
    params: launchIdParams,
    answers: { 200: builderProjectStateSchema },
  }),
};
