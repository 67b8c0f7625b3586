import { setup } from 'xstate';
import { notify } from '../shared/notice';
import { siteDetailNotices, unprovidedSiteDetailActors } from './siteDetail.actors';

type ContentLibrarySyncInput = { siteId: number };

/**
 * Sync Content Library (part 2 §2.1, §8): idle -> syncing -> idle, with 'Finished updating content
 * library!' or 'Unable to update content library'. A click while a sync runs is ignored. No I/O
 * here: `syncContentLibrary` and `notify` are injected.
 */
export const contentLibrarySyncMachine = setup({
  types: {
    context: {} as ContentLibrarySyncInput,
    events: {} as { type: 'SYNC' },
    input: {} as ContentLibrarySyncInput,
  },
  actors: unprovidedSiteDetailActors,
  actions: { notify },
}).createMachine({
  id: 'contentLibrarySync',
  context: ({ input }) => input,
  initial: 'idle',
  states: {
    idle: { on: { SYNC: 'syncing' } },
    syncing: {
      invoke: {
        id: 'syncContentLibrary',
        src: 'syncContentLibrary',
        input: ({ context }) => ({ siteId: context.siteId }),
        onDone: { target: 'idle', actions: { type: 'notify', params: siteDetailNotices.librarySynced } },
        onError: { target: 'idle', actions: { type: 'notify', params: siteDetailNotices.librarySyncFailed } },
      },
    },
  },
});
