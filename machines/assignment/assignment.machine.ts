import { notifications } from '@mantine/notifications';
import { assign, setup } from 'xstate';
import type { AssignmentResponse } from '../../domain/api/assignment.schema';
import type { AssigneeRole } from '../../domain/roles';
import { assignees } from '../../domain/siteList/assignees';
import { unprovidedAssignPerson } from './assignment.actors';

export type AssignmentContext = {
  siteId: number;
  role: AssigneeRole;
  /** Who the server holds in the role, null when nobody. The select shows this. */
  assignedId: number | null;
  /** The pick of the last ASSIGN: a person, or null to unassign. */
  requested: AssignedPerson | null;
};

export type AssignedPerson = { id: number; name: string };

export type AssignmentEvent = { type: 'ASSIGN'; person: AssignedPerson | null };

export type AssignmentInput = { siteId: number; role: AssigneeRole; assignedId: number | null };

/**
 * Assigning one person to one site in one role (part 1 §6-§8): idle -> pending -> done (true),
 * warned (any other answer, shown as a warning toast; nothing changed) or failed (the role's error
 * toast). A new pick from done, warned or failed starts again. No I/O here: `assignPerson` is
 * injected with `machine.provide`.
 */
export const assignmentMachine = setup({
  types: {
    context: {} as AssignmentContext,
    events: {} as AssignmentEvent,
    input: {} as AssignmentInput,
  },
  actors: {
    assignPerson: unprovidedAssignPerson,
  },
  actions: {
    rememberRequest: assign({ requested: ({ event }) => event.person }),
    commitRequest: assign({ assignedId: ({ context }) => context.requested?.id ?? null }),
    notifyAssigned: ({ context }) =>
      notifications.show({
        color: 'green',
        message: context.requested ? `${context.requested.name} assigned to site!` : 'Unassigned',
      }),
    notifyWarning: (_, warning: AssignmentResponse) =>
      notifications.show({ color: 'yellow', message: String(warning) }),
    notifyFailed: ({ context }) => notifications.show({ color: 'red', message: assignees[context.role].errorText }),
  },
  guards: {
    accepted: (_, answer: AssignmentResponse) => answer === true,
  },
}).createMachine({
  id: 'assignment',
  context: ({ input }) => ({
    siteId: input.siteId,
    role: input.role,
    assignedId: input.assignedId,
    requested: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: { ASSIGN: { target: 'pending', actions: 'rememberRequest' } } },
    pending: {
      invoke: {
        id: 'assignPerson',
        src: 'assignPerson',
        input: ({ context }) => ({ siteId: context.siteId, role: context.role, personId: context.requested?.id ?? null }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'done',
            actions: ['commitRequest', 'notifyAssigned'],
          },
          { target: 'warned', actions: { type: 'notifyWarning', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'notifyFailed' },
      },
    },
    done: { on: { ASSIGN: { target: 'pending', actions: 'rememberRequest' } } },
    warned: { on: { ASSIGN: { target: 'pending', actions: 'rememberRequest' } } },
    failed: { on: { ASSIGN: { target: 'pending', actions: 'rememberRequest' } } },
  },
});
