import { assertEvent, assign, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import type { AddPersonBody, Person } from '../../domain/api/people.schema';
import { personActions, type PersonAction } from '../../domain/people/personActions';
import type { Role } from '../../domain/roles';
import { findById, replaceById } from '../shared/listById';
import { notify } from '../shared/notice';
import { readFailedTag } from '../shared/readFailed';
import { peopleNotices, unprovidedPeopleActors } from './people.actors';

/** A row action waiting for the admin's yes (and, to change a role, the new role). */
export type PendingAction = { action: PersonAction; personId: number; role: Role | null };

export type PeopleContext = {
  people: Person[];
  search: string;
  role: Role | null;
  pending: PendingAction | null;
};

export type PeopleEvent =
  | { type: 'RETRY' }
  | { type: 'SEARCH'; search: string }
  | { type: 'FILTER_ROLE'; role: Role | null }
  | { type: 'OPEN_ADD' }
  | { type: 'SUBMIT_ADD'; person: Required<AddPersonBody> }
  | { type: 'ASK'; action: PersonAction; personId: number }
  | { type: 'CHOOSE_ROLE'; role: Role }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/**
 * The People screen (issue 29): loading -> ready | error (retry). Ready: idle; adding (the form)
 * -> savingNew; confirming a row action (a new role is chosen there) -> acting. Search and the role
 * filter narrow the loaded list (domain/people/personActions.ts). No I/O: actors and `notify` are injected.
 */
export const peopleMachine = setup({
  types: { context: {} as PeopleContext, events: {} as PeopleEvent },
  actors: unprovidedPeopleActors,
  actions: { notify },
  guards: {
    roleChosen: ({ context }) => context.pending?.action !== 'changeRole' || context.pending.role !== null,
    offered: ({ context, event }) => {
      assertEvent(event, 'ASK');
      const person = findById(context.people, event.personId);
      return person !== undefined && personActions(person).includes(event.action);
    },
  },
}).createMachine({
  id: 'people',
  context: { people: [], search: '', role: null, pending: null },
  initial: 'loading',
  on: {
    SEARCH: { actions: assign({ search: ({ event }) => event.search }) },
    FILTER_ROLE: { actions: assign({ role: ({ event }) => event.role }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadPeople',
        src: 'loadPeople',
        input: {},
        onDone: { target: 'ready', actions: assign({ people: ({ event }) => event.output }) },
        onError: { target: 'error' },
      },
    },
    error: { tags: readFailedTag, on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            OPEN_ADD: 'adding',
            ASK: {
              guard: 'offered',
              target: 'confirming',
              actions: assign({ pending: ({ event }) => ({ action: event.action, personId: event.personId, role: null }) }),
            },
          },
        },
        adding: {
          on: {
            SUBMIT_ADD: 'savingNew',
            CANCEL: 'idle',
          },
        },
        savingNew: {
          invoke: {
            id: 'addPerson',
            src: 'addPerson',
            input: ({ event }) => {
              assertEvent(event, 'SUBMIT_ADD');
              return event.person;
            },
            onDone: {
              target: 'idle',
              actions: [
                assign({ people: ({ context, event }) => [...context.people, event.output] }),
                { type: 'notify', params: ({ event }) => peopleNotices.added(event.output.name) },
              ],
            },
            // The form keeps what was typed (an e-mail in use is a 409 saying so).
            onError: {
              target: 'adding',
              actions: { type: 'notify', params: ({ event }) => peopleNotices.addFailed(refusalOf(event.error)) },
            },
          },
        },
        confirming: {
          on: {
            CHOOSE_ROLE: {
              actions: assign({ pending: ({ context, event }) => context.pending && { ...context.pending, role: event.role } }),
            },
            CONFIRM: { guard: 'roleChosen', target: 'acting' },
            // The pending action stays until the next one is asked: the closing modal keeps its words.
            CANCEL: 'idle',
          },
        },
        acting: {
          invoke: {
            id: 'actOnPerson',
            src: 'actOnPerson',
            input: ({ context }) => {
              const pending = context.pending as PendingAction;
              return { action: pending.action, id: pending.personId, role: pending.role };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'notify', params: ({ context }) => peopleNotices.done[(context.pending as PendingAction).action] },
                assign({ people: ({ context, event }) => replaceById(context.people, event.output) }),
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: ({ event }) => peopleNotices.actionFailed(refusalOf(event.error)) },
            },
          },
        },
      },
    },
  },
});
