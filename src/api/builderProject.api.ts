import * as v from 'valibot';
import { fromCallback, fromPromise } from 'xstate';
import { builderProjectEventSchema, builderProjectStartedSchema, builderProjectStateSchema } from '../../domain/api/builderProject.schema';
import { firmSearchSchema, templatesSchema } from '../../domain/api/intake.schema';
import type { BuilderProjectActors, ProjectProgressEvent } from '../../machines/builderProject/builderProject.actors';
import { onLiveReconnect, subscribeLive } from '../live/appLiveSocket';
import { api } from './http';

/** The progress of one create: live events, and a re-read after subscribing and after each reconnect (missed events). */
const watchProject = fromCallback<ProjectProgressEvent, { launchId: string }>(({ input, sendBack }) => {
  const report = (message: string, status: 'running' | 'done' | 'failed') => {
    if (status === 'done') sendBack({ type: 'PROJECT_DONE' });
    else if (status === 'failed') sendBack({ type: 'PROJECT_FAILED', message });
    else sendBack({ type: 'PROGRESS', message });
  };
  const reread = () =>
    void api.get(`api/builderProjects/${input.launchId}`, builderProjectStateSchema).then(
      (state) => {
        for (const step of state.stepsDone) if (step !== 'Done') report(step, 'running');
        if (state.status !== 'running') report(state.error ?? '', state.status);
      },
      () => undefined,
    );
  const stopEvents = subscribeLive(`launch:${input.launchId}`, (type, payload) => {
    if (type !== 'builder_project_event') return;
    const event = v.safeParse(builderProjectEventSchema, payload);
    if (event.success) report(event.output.message, event.output.status);
  });
  const stopReconnects = onLiveReconnect(reread);
  reread();
  return () => {
    stopEvents();
    stopReconnects();
  };
});

/** The create page's actors (part 2 §7 'Link and builder project'). */
export const builderProjectActors: BuilderProjectActors = {
  loadDetails: fromPromise(async ({ input, signal }) => {
    const [{ firm }, templates] = await Promise.all([
      api.get('api/sites/search', firmSearchSchema, { searchParams: { fhid: input.fhid }, signal }),
      api.get('api/templates', templatesSchema, { signal }),
    ]);
    return { firm, templates };
  }),
  startProject: fromPromise(({ input }) =>
    api.post(`api/sites/create/${input.fhid}`, { template: input.template, launchId: crypto.randomUUID() }, builderProjectStartedSchema),
  ),
  watchProject,
};
