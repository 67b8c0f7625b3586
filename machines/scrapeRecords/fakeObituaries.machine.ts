import { assign, setup } from 'xstate';
import { notify } from '../shared/notice';
import { scrapeRecordsNotices, unprovidedScrapeRecordsActors } from './scrapeRecords.actors';
import { readFailedTag } from '../shared/readFailed';

export type FakeObituariesContext = { siteId: number; count: number | null };
export type FakeObituariesEvent = { type: 'ADD' } | { type: 'REMOVE' } | { type: 'RETRY' };

/**
 * The 'Fake Obituaries' tile: the site's count of placeholder obituaries, then Add (a set marked
 * fake) or Remove (all of them), each answering the new count.
 */
export const fakeObituariesMachine = setup({
  types: {
    context: {} as FakeObituariesContext,
    events: {} as FakeObituariesEvent,
    input: {} as { siteId: number },
  },
  actors: unprovidedScrapeRecordsActors,
  actions: { notify },
}).createMachine({
  id: 'fakeObituaries',
  context: ({ input }) => ({ siteId: input.siteId, count: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFakeCount',
        src: 'loadFakeCount',
        input: ({ context }) => ({ id: context.siteId }),
        onDone: { target: 'ready', actions: assign({ count: ({ event }) => event.output.count }) },
        onError: { target: 'error' },
      },
    },
    error: { tags: readFailedTag, on: { RETRY: 'loading' } },
    ready: { on: { ADD: 'adding', REMOVE: 'removing' } },
    adding: {
      invoke: {
        id: 'addFakeObituaries',
        src: 'addFakeObituaries',
        input: ({ context }) => ({ id: context.siteId }),
        onDone: {
          target: 'ready',
          actions: [assign({ count: ({ event }) => event.output.count }), { type: 'notify', params: scrapeRecordsNotices.fakeAdded }],
        },
        onError: { target: 'ready', actions: { type: 'notify', params: scrapeRecordsNotices.fakeAddFailed } },
      },
    },
    removing: {
      invoke: {
        id: 'removeFakeObituaries',
        src: 'removeFakeObituaries',
        input: ({ context }) => ({ id: context.siteId }),
        onDone: {
          target: 'ready',
          actions: [assign({ count: ({ event }) => event.output.count }), { type: 'notify', params: scrapeRecordsNotices.fakeRemoved }],
        },
        onError: { target: 'ready', actions: { type: 'notify', params: scrapeRecordsNotices.fakeRemoveFailed } },
      },
    },
  },
});
