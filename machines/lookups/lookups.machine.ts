import { assign, setup } from 'xstate';
import { emptyLookups, type Lookups } from '../../domain/lookups/lookupLists';
import { notify } from '../shared/notice';
import { readFailedTag } from '../shared/readFailed';
import { lookupsNotices, unprovidedLookupsActors, type LoadedLookups } from './lookups.actors';

/**
 * The shared lists, read once per signed-in session (part 1 §3): loading -> ready, or failed with
 * 'Unable to load user data' (part 1 §8) when any list could not be loaded; the lists that did load
 * are kept. Failed is a failed read (readFailed): RETRY reads them all again, which the app sends by
 * itself when the connection comes back after an outage (issue 28, decision 0434). A change of a
 * list on the Settings screen (LOOKUPS_CHANGED, issue 30) reads them all again, the lists shown kept
 * until the new ones arrive; one heard mid-read restarts the read, which may have missed it. No I/O:
 * `loadLookups`, `lookupsChanged` and the `notify` action are injected.
 */
export const lookupsMachine = setup({
  types: { context: {} as { lists: Lookups } },
  actors: unprovidedLookupsActors,
  actions: { notify },
  guards: {
    incomplete: (_, loaded: LoadedLookups) => loaded.incomplete,
  },
}).createMachine({
  id: 'lookups',
  context: () => ({ lists: emptyLookups() }),
  // The live channel is heard in every state, for as long as the session (the _app layout) lasts.
  invoke: { id: 'lookupsChanged', src: 'lookupsChanged', onError: {} },
  on: { LOOKUPS_CHANGED: '.loading' },
  initial: 'loading',
  states: {
    loading: {
      on: { LOOKUPS_CHANGED: { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadLookups',
        src: 'loadLookups',
        onDone: [
          {
            guard: { type: 'incomplete', params: ({ event }) => event.output },
            target: 'failed',
            actions: [assign({ lists: ({ event }) => event.output.lookups }), { type: 'notify', params: lookupsNotices.loadFailed }],
          },
          { target: 'ready', actions: assign({ lists: ({ event }) => event.output.lookups }) },
        ],
        onError: { target: 'failed', actions: { type: 'notify', params: lookupsNotices.loadFailed } },
      },
    },
    ready: {},
    failed: { tags: readFailedTag, on: { RETRY: 'loading' } },
  },
});
