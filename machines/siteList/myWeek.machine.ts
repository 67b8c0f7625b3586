import { assign, type InputFrom, type OutputFrom, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import { liveRereading } from '../shared/liveRereading';
import { readFailedTag } from '../shared/readFailed';
import type { SitesChangedEvent } from '../shared/siteChanges';
import { unprovidedSiteListActors } from './siteList.actors';

type MyWeek = OutputFrom<typeof unprovidedSiteListActors.loadMyWeek>;
type MyWeekInput = InputFrom<typeof unprovidedSiteListActors.loadMyWeek>;

type MyWeekContext = {
  /** The day whose week the last read asked for. */
  input: MyWeekInput;
  /** The last week read; kept while a newer read runs. */
  output: MyWeek | null;
  /** The server's words when it refused the last read (refusalOf). */
  refusal: string | null;
  /** The sites the list below shows: a change to one of them may move a count (decision 0571). */
  siteIds: readonly number[];
};

type MyWeekEvent =
  /** The page stays open into another day: read that day's week. */
  | { type: 'LOAD'; input: MyWeekInput }
  | { type: 'RETRY' }
  /** The list below shows other sites: watch those. */
  | { type: 'WATCH'; siteIds: readonly number[] }
  /** Someone changed a site the list shows (live): read the week again, its counts kept on screen. */
  | SitesChangedEvent;

const live = liveRereading({
  actors: unprovidedSiteListActors,
  siteIds: (context: MyWeekContext) => context.siteIds,
  reread: { id: 'loadMyWeek', src: 'loadMyWeek', input: ({ context }: { context: MyWeekContext }) => context.input },
  show: 'showWeek',
  rewatchAt: '#myWeek.loaded',
});

/**
 * My Sites' 'This week' cards (issue 35): loading -> loaded | failed (RETRY). LOAD reads the week
 * of another day, when the page stays open past midnight. While loaded the cards listen, as the list
 * does, for live changes to the sites the list shows, and read the week again without blanking it.
 */
export const myWeekMachine = setup({
  types: {
    context: {} as MyWeekContext,
    events: {} as MyWeekEvent,
    input: {} as { week: MyWeekInput; siteIds: readonly number[] },
  },
  actors: unprovidedSiteListActors,
  actions: {
    showWeek: assign((_, week: MyWeek) => ({ output: week, refusal: null })),
    watch: assign({ siteIds: (_, siteIds: readonly number[]) => siteIds }),
  },
}).createMachine({
  id: 'myWeek',
  context: ({ input }) => ({ input: input.week, output: null, refusal: null, siteIds: input.siteIds }),
  initial: 'loading',
  on: {
    LOAD: { target: '.loading', reenter: true, actions: assign({ input: ({ event }) => event.input }) },
    WATCH: { actions: { type: 'watch', params: ({ event }) => event.siteIds } },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadMyWeek',
        src: 'loadMyWeek',
        input: ({ context }) => context.input,
        onDone: { target: 'loaded', actions: { type: 'showWeek', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    loaded: {
      ...live,
      // Entered anew, the subscription watches the sites now shown.
      on: { WATCH: { target: 'loaded', reenter: true, actions: { type: 'watch', params: ({ event }) => event.siteIds } } },
      states: {
        ...live.states,
        // The list re-read on the same change may show other sites before the week is read: the read
        // goes on (entering 'loaded' anew would drop it) and the answer re-enters 'loaded' (rewatchAt).
        rereading: {
          ...live.states.rereading,
          on: { ...live.states.rereading.on, WATCH: { actions: { type: 'watch', params: ({ event }) => event.siteIds } } },
        },
      },
    },
    failed: { tags: readFailedTag, on: { RETRY: 'loading' } },
  },
});
