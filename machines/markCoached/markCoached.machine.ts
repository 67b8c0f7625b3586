import { assign, setup } from 'xstate';
import type { CoachingRecorded } from '../../domain/api/markCoached.schema';
import { notify } from '../shared/notice';
import { markCoachedNotices, unprovidedMarkCoachedActors } from './markCoached.actors';

export type MarkCoachedContext = {
  siteId: number;
  /** The additional note as typed; kept when the modal is cancelled or the call fails. */
  note: string;
  /** The server's answer to the last successful call; the view patches the row with it. */
  recorded: CoachingRecorded | null;
};

export type MarkCoachedEvent = { type: 'OPEN' } | { type: 'CHANGE_NOTE'; note: string } | { type: 'SUBMIT' } | { type: 'CLOSE' };

/**
 * Mark Coached on one site (part 2 §2.8): closed -> editing (the additional note) -> saving ->
 * done (toast, the modal closes, the row takes the new date) or failed (error toast; the modal
 * stays open with the note, ready to try again). While saving the modal cannot be closed, so the
 * answer always has a screen to land on. No I/O: `markCoached` and the `notify` action are injected.
 */
export const markCoachedMachine = setup({
  types: {
    context: {} as MarkCoachedContext,
    events: {} as MarkCoachedEvent,
    input: {} as { siteId: number },
  },
  actors: unprovidedMarkCoachedActors,
  actions: {
    notify,
    setNote: assign((_, params: { note: string }) => ({ note: params.note })),
    recordSession: assign((_, recorded: CoachingRecorded) => ({ recorded, note: '' })),
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
        input: ({ context }) => ({ id: context.siteId, additionalNote: context.note }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'recordSession', params: ({ event }) => event.output },
            { type: 'notify', params: markCoachedNotices.marked },
          ],
        },
        onError: { target: 'failed', actions: { type: 'notify', params: markCoachedNotices.markFailed } },
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
