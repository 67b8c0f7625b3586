import { notifications } from '@mantine/notifications';
import { assign, setup } from 'xstate';
import { type CoachingRecorded, unprovidedMarkCoached } from './markCoached.actors';

export type MarkCoachedContext = {
  siteId: number;
  /** The additional note as typed; kept when the modal is cancelled or the call fails. */
  note: string;
  /** The server's answer to the last successful call; the view patches the row with it. */
  recorded: CoachingRecorded | null;
};

export type MarkCoachedEvent =
  | { type: 'OPEN' }
  | { type: 'CHANGE_NOTE'; note: string }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

export type MarkCoachedMachineInput = { siteId: number };

/**
 * Mark Coached on one site (part 2 §2.8): closed -> editing (the additional note) -> saving ->
 * done (toast, the modal closes, the row takes the new date) or failed (error toast; the modal
 * stays open with the note, ready to try again). While saving the modal cannot be closed, so the
 * answer always has a screen to land on. No I/O here: `markCoached` is injected with `provide`.
 */
export const markCoachedMachine = setup({
  types: {
    context: {} as MarkCoachedContext,
    events: {} as MarkCoachedEvent,
    input: {} as MarkCoachedMachineInput,
  },
  actors: {
    markCoached: unprovidedMarkCoached,
  },
  actions: {
    setNote: assign({ note: (_, params: { note: string }) => params.note }),
    recordSession: assign({ recorded: (_, recorded: CoachingRecorded) => recorded, note: '' }),
    notifyCoached: () => notifications.show({ color: 'green', message: 'Coaching session complete' }),
    notifyFailed: () => notifications.show({ color: 'red', message: 'Unable to mark coaching session as complete' }),
  },
}).createMachine({
  id: 'markCoached',
  context: ({ input }) => ({ siteId: input.siteId, note: '', recorded: null }),
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'editing' } },
    editing: {
      on: {
        CHANGE_NOTE: { actions: { type: 'setNote', params: ({ event }) => ({ note: event.note }) } },
        SUBMIT: 'saving',
        CLOSE: 'closed',
      },
    },
    saving: {
      invoke: {
        id: 'markCoached',
        src: 'markCoached',
        input: ({ context }) => ({ siteId: context.siteId, additionalNote: context.note }),
        onDone: { target: 'done', actions: [{ type: 'recordSession', params: ({ event }) => event.output }, 'notifyCoached'] },
        onError: { target: 'failed', actions: 'notifyFailed' },
      },
    },
    done: { on: { OPEN: 'editing' } },
    failed: {
      on: {
        CHANGE_NOTE: { target: 'editing', actions: { type: 'setNote', params: ({ event }) => ({ note: event.note }) } },
        SUBMIT: 'saving',
        CLOSE: 'closed',
      },
    },
  },
});
