import { assertEvent, assign, setup } from 'xstate';
import type { Firm } from '../../domain/api/intake.schema';
import type { TemplateSummary as Template } from '../../domain/api/integrations.schema';
import { can } from '../../domain/permissions';
import type { Viewer } from '../../domain/viewer';
import { notify } from '../shared/notice';
import { builderProjectNotices, unprovidedBuilderProjectActors } from './builderProject.actors';
import { readFailedTag } from '../shared/readFailed';

export type BuilderProjectContext = {
  fhid: number | null;
  viewer: Viewer;
  firm: Firm | null;
  templates: Template[];
  template: string | null;
  launchId: string | null;
  /** The steps announced so far, in order. */
  steps: string[];
};

export type BuilderProjectEvent =
  | { type: 'CHOOSE_TEMPLATE'; templateId: string }
  | { type: 'RETRY' }
  | { type: 'PROGRESS'; message: string }
  | { type: 'PROJECT_DONE' }
  | { type: 'PROJECT_FAILED'; message: string };

export type BuilderProjectInput = { fhid: number | null; viewer: Viewer };

/**
 * The create page (part 2 §2.5): no fhid shows a way to My Sites; a role that may not create sees
 * 'Duda projects can only be created by designers.'; otherwise the firm and the templates load
 * ('Error retrieving details for firm {id}' on failure), a site with a project says so, and
 * choosing a template starts the job, whose steps arrive live until it is created (the page then
 * opens the site with the confetti) or fails ('Error creating new project', back to the gallery).
 */
export const builderProjectMachine = setup({
  types: {
    context: {} as BuilderProjectContext,
    events: {} as BuilderProjectEvent,
    input: {} as BuilderProjectInput,
  },
  actors: unprovidedBuilderProjectActors,
  actions: { notify },
  guards: {
    noFhid: ({ context }) => context.fhid === null,
    mayNotCreate: ({ context }) => !can(context.viewer.role, 'manageBuilderProject'),
    hasProject: ({ context }) => context.firm?.duda_id != null,
  },
}).createMachine({
  id: 'builderProject',
  context: ({ input }) => ({ ...input, firm: null, templates: [], template: null, launchId: null, steps: [] }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'noFhid', target: 'noFhid' }, { guard: 'mayNotCreate', target: 'notAllowed' }, { target: 'loading' }],
    },
    noFhid: {},
    notAllowed: {},
    loading: {
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        input: ({ context }) => ({ fhid: context.fhid ?? 0 }),
        onDone: {
          target: 'loaded',
          actions: assign({ firm: ({ event }) => event.output.firm, templates: ({ event }) => event.output.templates }),
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'notify', params: ({ context }) => builderProjectNotices.detailsFailed(context.fhid ?? 0) },
        },
      },
    },
    loadFailed: { tags: readFailedTag, on: { RETRY: 'loading' } },
    loaded: { always: [{ guard: 'hasProject', target: 'hasProject' }, { target: 'choosing' }] },
    hasProject: {},
    choosing: {
      on: {
        CHOOSE_TEMPLATE: {
          target: 'starting',
          actions: assign({
            template: ({ event }) => {
              assertEvent(event, 'CHOOSE_TEMPLATE');
              return event.templateId;
            },
          }),
        },
      },
    },
    starting: {
      invoke: {
        id: 'startProject',
        src: 'startProject',
        input: ({ context }) => ({ id: context.fhid ?? 0, template: context.template ?? '' }),
        onDone: { target: 'running', actions: assign({ launchId: ({ event }) => event.output.launchId, steps: [] }) },
        onError: { target: 'choosing', actions: { type: 'notify', params: builderProjectNotices.createFailed } },
      },
    },
    running: {
      invoke: {
        id: 'watchProject',
        src: 'watchProject',
        input: ({ context }) => ({ launchId: context.launchId ?? '' }),
        onError: { target: 'choosing' },
      },
      on: {
        PROGRESS: {
          actions: assign({
            steps: ({ context, event }) => (context.steps.includes(event.message) ? context.steps : [...context.steps, event.message]),
          }),
        },
        PROJECT_DONE: 'created',
        PROJECT_FAILED: { target: 'choosing', actions: { type: 'notify', params: builderProjectNotices.createFailed } },
      },
    },
    created: { type: 'final' },
  },
});
