import { assign, setup } from 'xstate';
import type { SiteListResponse, SiteRow } from '../../domain/api/siteList.schema';
import type { SiteListRequest } from '../../domain/siteList/listSearch';
import { liveRereading } from '../shared/liveRereading';
import type { SitesChangedEvent } from '../shared/siteChanges';
import { notify } from '../shared/notice';
import { siteListNotices, unprovidedSiteListActors } from './siteList.actors';
import { readFailedTag } from '../shared/readFailed';

export type SiteListContext = {
  request: SiteListRequest;
  rows: SiteRow[];
  totalSites: number;
};

export type SiteListEvent =
  /** The filters changed (the URL carries the page they reset to). */
  | { type: 'FILTERS_CHANGED'; request: SiteListRequest }
  | { type: 'PAGE_CHANGED'; page: number }
  /** Something changed a site on the server (an assignment): read the page again. */
  | { type: 'REFRESH' }
  /** The connection came back while the page could not be read (decision 0434). */
  | { type: 'RETRY' }
  /** A change whose result the server returned (Mark Coached): patch the row in place. */
  | { type: 'SITE_UPDATED'; id: number; changes: Partial<SiteRow> }
  /** Someone changed a site on the page (live): read the page again without blanking it. */
  | SitesChangedEvent;

/**
 * One page of a site list (part 1 §2): loading -> loaded | empty | error. Every new request
 * re-enters 'loading', which stops the running fetch actor and so aborts its HTTP request.
 * While loaded it listens for live changes to the sites on the page; one re-reads the page in
 * loaded.rereading, which keeps the rows on screen (a failed re-read keeps them too).
 * No I/O: `fetchSites`, `siteChanges` and the `notify` action are injected.
 */
export const siteListMachine = setup({
  types: {
    context: {} as SiteListContext,
    events: {} as SiteListEvent,
    input: {} as { request: SiteListRequest },
  },
  actors: unprovidedSiteListActors,
  actions: {
    notify,
    storePage: assign((_, page: SiteListResponse) => ({ rows: page.data, totalSites: page.totalSites })),
  },
  guards: {
    hasRows: ({ context }) => context.rows.length > 0,
  },
}).createMachine({
  id: 'siteList',
  context: ({ input }) => ({ request: input.request, rows: [], totalSites: 0 }),
  initial: 'loading',
  on: {
    FILTERS_CHANGED: {
      target: '.loading',
      reenter: true,
      actions: assign({ request: ({ event }) => event.request }),
    },
    PAGE_CHANGED: {
      target: '.loading',
      reenter: true,
      actions: assign({ request: ({ context, event }) => ({ ...context.request, page: event.page }) }),
    },
    REFRESH: { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchSites',
        src: 'fetchSites',
        input: ({ context }) => context.request,
        onDone: { target: 'arrived', actions: { type: 'storePage', params: ({ event }) => event.output } },
        onError: { target: 'error', actions: { type: 'notify', params: siteListNotices.loadFailed } },
      },
    },
    loaded: {
      ...liveRereading({
        actors: unprovidedSiteListActors,
        siteIds: (context: SiteListContext) => context.rows.map((row) => row.id),
        reread: { id: 'fetchSites', src: 'fetchSites', input: ({ context }) => context.request },
        show: 'storePage',
        // The page read again may be empty.
        rewatchAt: '#siteList.arrived',
      }),
      on: {
        SITE_UPDATED: {
          actions: assign({
            rows: ({ context, event }) => context.rows.map((row) => (row.id === event.id ? { ...row, ...event.changes } : row)),
          }),
        },
      },
    },
    /** A page arrived: the table, or the empty state. */
    arrived: {
      always: [{ guard: 'hasRows', target: 'loaded' }, { target: 'empty' }],
    },
    empty: {},
    // 'Try again' sends REFRESH like the page's other re-reads; RETRY is the connection coming back (decision 0434).
    error: { tags: readFailedTag, on: { RETRY: 'loading' } },
  },
});
