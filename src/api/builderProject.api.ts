import * as v from 'valibot';
import { fromCallback, fromPromise } from 'xstate';
import { builderProjectEndpoints } from '../../domain/api/builderProject.endpoints';
import { builderProjectEventSchema } from '../../domain/api/builderProject.schema';
import { intakeEndpoints } from '../../domain/api/intake.endpoints';
import { integrationsEndpoints } from '../../domain/api/integrations.endpoints';
import type { BuilderProjectActors, ProjectProgressEvent } from '../../machines/builderProject/builderProject.actors';
import { onLiveReconnect, subscribeLive } from '../live/appLiveSocket';
import { call } from './http';

/** The progress of one create: live events, and a re-read after subscribing and after each reconnect (missed events). */
const watchProject = fromCallback<ProjectProgressEvent, { launchId: string }>(({ input, sendBack }) => {
  const report = (message: string, status: 'running' | 'done' | 'failed') => {
    if (status === 'done') sendBack({ type: 'PROJECT_DONE' });
    else if (status === 'failed') sendBack({ type: 'PROJECT_FAILED', message });
    else sendBack({ type: 'PROGRESS', message });
  };
  const reread = () =>
    void call(builderProjectEndpoints.state, { launchId: input.launchId }).then(
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

/** The create page's actors (part 2 §7 'Link and builder project'); the template gallery is the integrations' route. */
export const builderProjectActors: BuilderProjectActors = {
  loadDetails: fromPromise(async ({ input, signal }) => {
    const [{ firm }, templates] = await Promise.all([
      call(intakeEndpoints.searchFirm, input, { signal }),
      call(integrationsEndpoints.templates, {}, { signal }),
    ]);
    return { firm, templates };
  }),
  // Each start sends a new launchId: the id its progress is watched under (a running create answers its own).
  startProject: fromPromise(({ input }) => call(builderProjectEndpoints.create, { ...input, launchId: crypto.randomUUID() })),
  watchProject,
};
