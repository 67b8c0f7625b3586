import { assign, setup } from 'xstate';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import { type LoadedSite, unprovidedLoadSite } from './siteDetail.actors';

export type SiteDetailContext = { siteId: number; site: SiteDetail | null };
export type SiteDetailEvent = { type: 'REFRESH' } | { type: 'RETRY' };
export type SiteDetailInput = { siteId: number };

/**
 * Loading one site for the detail page: loading (skeleton) -> loaded, notFound (404) or failed
 * (Retry). A REFRESH after a change re-reads the site in the background: the page keeps showing
 * what it has (loaded.refreshing), and a failed refresh keeps the old data rather than blanking the
 * page. No I/O here: `loadSite` is injected.
 */
export const siteDetailMachine = setup({
  types: {
    context: {} as SiteDetailContext,
    events: {} as SiteDetailEvent,
    input: {} as SiteDetailInput,
  },
  actors: { loadSite: unprovidedLoadSite },
  actions: {
    keepSite: assign({ site: (_, site: SiteDetail) => site }),
  },
  guards: {
    found: (_, site: LoadedSite) => site !== null,
  },
}).createMachine({
  id: 'siteDetail',
  context: ({ input }) => ({ siteId: input.siteId, site: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSite',
        src: 'loadSite',
        input: ({ context }) => ({ siteId: context.siteId }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'loaded',
            actions: { type: 'keepSite', params: ({ event }) => event.output as SiteDetail },
          },
          { target: 'notFound' },
        ],
        onError: { target: 'failed' },
      },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: { on: { REFRESH: 'refreshing' } },
        refreshing: {
          invoke: {
            id: 'refreshSite',
            src: 'loadSite',
            input: ({ context }) => ({ siteId: context.siteId }),
            onDone: [
              {
                guard: { type: 'found', params: ({ event }) => event.output },
                target: 'idle',
                actions: { type: 'keepSite', params: ({ event }) => event.output as SiteDetail },
              },
              // Deleted meanwhile (a test site): the page says so.
              { target: '#siteDetail.notFound' },
            ],
            onError: { target: 'idle' },
          },
          // A change made during a refresh needs a read that starts after it.
          on: { REFRESH: { target: 'refreshing', reenter: true } },
        },
      },
    },
    notFound: { type: 'final' },
    failed: { on: { RETRY: 'loading' } },
  },
});
