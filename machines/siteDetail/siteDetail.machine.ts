import { assign, setup } from 'xstate';
import { apiFailureOf } from '../../domain/api/apiError';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import type { SitesChangedEvent } from '../shared/siteChanges';
import { unprovidedSiteDetailActors } from './siteDetail.actors';
import { readFailedTag } from '../shared/readFailed';

export type SiteDetailContext = { siteId: number; site: SiteDetail | null };
export type SiteDetailEvent = { type: 'REFRESH' } | { type: 'RETRY' } | SitesChangedEvent;
export type SiteDetailInput = { siteId: number };

/** The server's 404: the site does not exist (or was deleted meanwhile). */
const isNotFound = (error: unknown): boolean => apiFailureOf(error)?.status === 404;

/**
 * Loading one site for the detail page: loading (skeleton) -> loaded, notFound (404) or failed
 * (Retry). A REFRESH after a change re-reads the site in the background: the page keeps showing
 * what it has (loaded.refreshing), and a failed refresh keeps the old data rather than blanking the
 * page. While loaded it listens for the site's live changes (anyone's, on any instance): each is a
 * REFRESH. No I/O here: `loadSite` and `siteChanges` are injected; loadSite rejects with the
 * call's ApiError.
 */
export const siteDetailMachine = setup({
  types: {
    context: {} as SiteDetailContext,
    events: {} as SiteDetailEvent,
    input: {} as SiteDetailInput,
  },
  actors: unprovidedSiteDetailActors,
  actions: {
    keepSite: assign({ site: (_, site: SiteDetail) => site }),
  },
  guards: {
    notFound: (_, error: unknown) => isNotFound(error),
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
        input: ({ context }) => ({ id: context.siteId }),
        onDone: { target: 'loaded', actions: { type: 'keepSite', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'notFound', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'notFound' },
          { target: 'failed' },
        ],
      },
    },
    loaded: {
      initial: 'idle',
      invoke: { id: 'siteChanges', src: 'siteChanges', input: ({ context }) => ({ siteIds: [context.siteId] }) },
      states: {
        idle: { on: { REFRESH: 'refreshing', SITES_CHANGED: 'refreshing' } },
        refreshing: {
          invoke: {
            id: 'refreshSite',
            src: 'loadSite',
            input: ({ context }) => ({ id: context.siteId }),
            onDone: { target: 'idle', actions: { type: 'keepSite', params: ({ event }) => event.output } },
            onError: [
              // Deleted meanwhile (a test site): the page says so.
              {
                guard: { type: 'notFound', params: ({ event }: { event: { error: unknown } }) => event.error },
                target: '#siteDetail.notFound',
              },
              { target: 'idle' },
            ],
          },
          // A change made during a refresh needs a read that starts after it.
          on: { REFRESH: { target: 'refreshing', reenter: true }, SITES_CHANGED: { target: 'refreshing', reenter: true } },
        },
      },
    },
    notFound: { type: 'final' },
    failed: { tags: readFailedTag, on: { RETRY: 'loading' } },
  },
});
