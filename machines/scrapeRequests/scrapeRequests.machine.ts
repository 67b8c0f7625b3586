import { assertEvent, assign, setup } from 'xstate';
import type { ScrapeRequestList, ScrapeRequestRow, ScrapeRequestStatus } from '../../domain/api/scrapeRequests.schema';
import { notify } from '../shared/notice';
import { scrapeRequestsNotices, unprovidedScrapeRequestsActors } from './scrapeRequests.actors';
import { liveRereading } from '../shared/liveRereading';
import type { SitesChangedEvent } from '../shared/siteChanges';
import { readFailedTag } from '../shared/readFailed';

interface ScrapeRequestsContext {
  /** One site's requests (its Scrape tab), or null for every site's (the Scrapes page). */
  fhid: number | null;
  status: ScrapeRequestStatus;
  page: number;
  perPage: number;
  rows: ScrapeRequestRow[];
  total: number;
  /** The request whose note is open in the Read More modal, or whose completion is being confirmed. */
  selected: ScrapeRequestRow | null;
  /** The additional note of the completion being confirmed. */
  note: string;
}

export type ScrapeRequestsEvent =
  | { type: 'SHOW_STATUS'; status: ScrapeRequestStatus }
  | { type: 'GO_TO_PAGE'; page: number }
  | { type: 'RETRY' }
  | { type: 'READ_MORE'; requestId: number }
  | { type: 'MARK_COMPLETE'; requestId: number }
  | { type: 'CHANGE_NOTE'; note: string }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' }
  | SitesChangedEvent;

const selectedOf = (context: ScrapeRequestsContext): ScrapeRequestRow => {
  if (!context.selected) throw new Error('scrapeRequests: no request selected');
  return context.selected;
};

const requestsQuery = (context: ScrapeRequestsContext) => ({
  status: context.status,
  page: context.page,
  perPage: context.perPage,
  ...(context.fhid === null ? {} : { fhid: context.fhid }),
});

/** Open or complete requests, from page 1: every state that offers the choice does the same. */
const showStatus = { guard: 'isOtherStatus', target: '#scrapeRequests.loading', reenter: true, actions: 'showStatus' } as const;

/**
 * The Scrape Requests tab (part 2 §2.10): loading -> ready (a page of open or complete requests)
 * or failed (Retry). In ready: live (the page), reading (a long note in the Read More modal), confirming
 * (Mark Complete with an additional note) and completing. A completion reloads the page with its
 * toast '{type} scrape marked as complete'; a failure keeps the modal open with 'Unable to mark
 * {type} scrape complete'. Given a site (input fhid), it lists that site's requests only. Who may
 * mark complete is the view's question (domain permissions). While the page shows without a modal
 * it listens for live changes to the sites it shows (and to its own site) and re-reads the page in
 * the background (machines/shared/liveRereading.ts).
 */
export const scrapeRequestsMachine = setup({
  types: {
    context: {} as ScrapeRequestsContext,
    events: {} as ScrapeRequestsEvent,
    input: {} as { perPage: number; fhid: number | null },
  },
  actors: unprovidedScrapeRequestsActors,
  actions: {
    notify,
    showStatus: assign(({ event }) => {
      assertEvent(event, 'SHOW_STATUS');
      return { status: event.status, page: 1 };
    }),
    goToPage: assign(({ event }) => {
      assertEvent(event, 'GO_TO_PAGE');
      return { page: event.page };
    }),
    showPage: assign((_, list: ScrapeRequestList) => ({ rows: list.data, total: list.totalRequests })),
    select: assign(({ context, event }) => {
      assertEvent(event, ['READ_MORE', 'MARK_COMPLETE']);
      return { selected: context.rows.find((row) => row.id === event.requestId) ?? null, note: '' };
    }),
    changeNote: assign(({ event }) => {
      assertEvent(event, 'CHANGE_NOTE');
      return { note: event.note };
    }),
    unselect: assign({ selected: null, note: '' }),
  },
  guards: {
    isOtherStatus: ({ context, event }) => {
      assertEvent(event, 'SHOW_STATUS');
      return event.status !== context.status;
    },
    isRowShown: ({ context, event }) => {
      assertEvent(event, ['READ_MORE', 'MARK_COMPLETE']);
      return context.rows.some((row) => row.id === event.requestId);
    },
  },
}).createMachine({
  id: 'scrapeRequests',
  context: ({ input }) => ({
    fhid: input.fhid,
    status: 'open',
    page: 1,
    perPage: input.perPage,
    rows: [],
    total: 0,
    selected: null,
    note: '',
  }),
  initial: 'loading',
  states: {
    loading: {
      // A newer choice replaces the load in flight (its answer is dropped with its actor).
      on: { SHOW_STATUS: showStatus },
      invoke: {
        id: 'loadRequests',
        src: 'loadRequests',
        input: ({ context }) => requestsQuery(context),
        onDone: { target: 'ready', actions: { type: 'showPage', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: { tags: readFailedTag, on: { RETRY: 'loading', SHOW_STATUS: showStatus } },
    ready: {
      initial: 'live',
      states: {
        // Opening a request or another page meanwhile wins over a re-read under way.
        live: {
          ...liveRereading({
            actors: unprovidedScrapeRequestsActors,
            siteIds: (context: ScrapeRequestsContext) => [
              ...new Set([...(context.fhid === null ? [] : [context.fhid]), ...context.rows.map((row) => row.fhid)]),
            ],
            reread: { id: 'reloadRequests', src: 'loadRequests', input: ({ context }) => requestsQuery(context) },
            show: 'showPage',
            rewatchAt: '#scrapeRequests.ready.live',
          }),
          on: {
            SHOW_STATUS: showStatus,
            GO_TO_PAGE: { target: '#scrapeRequests.loading', actions: 'goToPage' },
            READ_MORE: { guard: 'isRowShown', target: 'reading', actions: 'select' },
            MARK_COMPLETE: { guard: 'isRowShown', target: 'confirming', actions: 'select' },
          },
        },
        reading: { on: { CLOSE: { target: 'live', actions: 'unselect' } } },
        confirming: {
          on: {
            CHANGE_NOTE: { actions: 'changeNote' },
            SUBMIT: 'completing',
            CLOSE: { target: 'live', actions: 'unselect' },
          },
        },
        completing: {
          invoke: {
            id: 'markComplete',
            src: 'markComplete',
            input: ({ context }) => {
              const row = selectedOf(context);
              return { id: row.id, type: row.type, additionalNote: context.note, requestedBy: row.requested_by };
            },
            onDone: {
              target: '#scrapeRequests.loading',
              actions: [{ type: 'notify', params: ({ context }) => scrapeRequestsNotices.completed(selectedOf(context).type) }, 'unselect'],
            },
            onError: {
              target: 'confirming',
              actions: { type: 'notify', params: ({ context }) => scrapeRequestsNotices.completeFailed(selectedOf(context).type) },
            },
          },
        },
      },
    },
  },
});
