import { assign, setup } from 'xstate';
import type { AssignmentResponse } from '../../domain/api/assignment.schema';
import type { AssigneeRole, Role } from '../../domain/roles';
import { mayChangeAssignee } from '../../domain/siteList/assignees';
import { notify } from '../shared/notice';
import { assignmentNotices, unprovidedAssignmentActors, type AssignmentSurface } from './assignment.actors';

export type AssignedPerson = { id: number; name: string };

export type AssignmentContext = {
  siteId: number;
  role: AssigneeRole;
  /** The role of whoever is looking: it decides whether they may change the assignee. */
  viewerRole: Role;
  /** The list or the site page: their failure toasts differ (part 1 §8, part 2 §8). */
  surface: AssignmentSurface;
  /** Who the server holds in the role, null when nobody. The select shows this. */
  assignedId: number | null;
  /** The pick of the last ASSIGN: a person, or null to unassign. */
  requested: AssignedPerson | null;
};

export type AssignmentEvent = { type: 'ASSIGN'; person: AssignedPerson | null };

export type AssignmentInput = Pick<AssignmentContext, 'siteId' | 'role' | 'viewerRole' | 'surface' | 'assignedId'>;

/**
 * Assigning one person to one site in one role (part 1 §6-§8): idle -> pending -> done (true),
 * warned (any other answer, shown as a warning toast; nothing changed) or failed (the role's error
 * toast). A new pick from done, warned or failed starts again; a role the permission matrix does
 * not allow picks nothing. No I/O: `assignPerson` and the `notify` action are injected.
 */
export const assignmentMachine = setup({
  types: {
    context: {} as AssignmentContext,
    events: {} as AssignmentEvent,
    input: {} as AssignmentInput,
  },
  actors: unprovidedAssignmentActors,
  actions: {
    notify,
    rememberRequest: assign({ requested: ({ event }) => event.person }),
    commitRequest: assign({ assignedId: ({ context }) => context.requested?.id ?? null }),
  },
  guards: {
    mayChange: ({ context }) => mayChangeAssignee(context.viewerRole, context.role),
    accepted: (_, answer: AssignmentResponse) => answer === true,
  },
}).createMachine({
  id: 'assignment',
  context: ({ input }) => ({ ...input, requested: null }),
  initial: 'idle',
  on: { ASSIGN: { guard: 'mayChange', target: '.pending', actions: 'rememberRequest' } },
  states: {
    idle: {},
    pending: {
      // A pick while one is saving waits for its answer.
      on: { ASSIGN: {} },
      invoke: {
        id: 'assignPerson',
        src: 'assignPerson',
        input: ({ context }) => ({ siteId: context.siteId, role: context.role, personId: context.requested?.id ?? null }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'done',
            actions: [
              'commitRequest',
              { type: 'notify', params: ({ context }) => assignmentNotices.assigned(context.requested?.name ?? null) },
            ],
          },
          { target: 'warned', actions: { type: 'notify', params: ({ event }) => assignmentNotices.warned(String(event.output)) } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'notify', params: ({ context }) => assignmentNotices.failed(context.role, context.surface) },
        },
      },
    },
    done: {},
    warned: {},
    failed: {},
  },
});
