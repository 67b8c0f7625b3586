import { assertEvent, assign, setup } from 'xstate';
import type { ScrapeRequestRow } from '../../domain/api/scrapeRequests.schema';
import { emptyScrapeRequestDraft, type ScrapeRequestDraft, scrapeRequestProblem } from '../../domain/scrapeRequests/scrapeRequestDraft';
import type { ScrapeRequestType } from '../../domain/scrapeRequests/scrapeRequestTypes';
import type { Notice } from '../shared/notice';
import { notify } from '../shared/notice';
import { type RequestScrapeCall, scrapeRequestsNotices, unprovidedScrapeRequestsActors } from './scrapeRequests.actors';

/**
 * Where the modal was opened: the site list (part 1 §2, §8) or the site's Scrape tab (part 2 §8).
 * Each has its own toasts, and the list's modal closes on error while the tab's keeps the draft.
 */
export type RequestScrapeOrigin = 'list' | 'site';

const noticesByOrigin: Record<RequestScrapeOrigin, { done: Notice; failed: Notice }> = {
  list: { done: scrapeRequestsNotices.listRequested, failed: scrapeRequestsNotices.listRequestFailed },
  site: { done: scrapeRequestsNotices.siteRequested, failed: scrapeRequestsNotices.siteRequestFailed },
};

interface RequestScrapeInput {
  siteId: number;
  origin: RequestScrapeOrigin;
  /** The URL the form starts with: the site's current website, when known. */
  url: string;
}

interface RequestScrapeContext extends RequestScrapeInput {
  draft: ScrapeRequestDraft;
  /** "Missing 'Scrape Type'" after a submit without a type; cleared when a type is chosen. */
  problem: string | null;
  /** The server's answer to the last request; the view reports it to its page. */
  requested: ScrapeRequestRow | null;
}

export type RequestScrapeEvent =
  | { type: 'OPEN' }
  | { type: 'SET_TYPE'; scrapeType: ScrapeRequestType }
  | { type: 'SET_URL'; url: string }
  | { type: 'SET_NOTE'; note: string }
  /** The draft as it was kept in the browser (offered back when the modal opens), or the empty one (its Discard). */
  | { type: 'RESTORE'; draft: ScrapeRequestDraft }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

/** The call for a draft that passed draftIsComplete (only such a draft reaches submitting). */
const requestOf = ({ siteId, draft }: RequestScrapeContext): RequestScrapeCall => {
  if (draft.type === null) throw new Error('requestScrape: submitting a draft without a type');
  return { id: siteId, type: draft.type, url: draft.url, note: draft.note };
};

/**
 * The Request Scrape modal: closed -> editing (type, URL, note) -> submitting -> done (toast, the
 * modal closes) or, on failure, closed again from the list and failed (modal open, draft kept)
 * from the site. A submit without a type stays in editing with "Missing 'Scrape Type'" (the rule
 * is domain/scrapeRequests/scrapeRequestDraft.ts). While submitting the modal cannot be closed.
 */
export const requestScrapeMachine = setup({
  types: {
    context: {} as RequestScrapeContext,
    events: {} as RequestScrapeEvent,
    input: {} as RequestScrapeInput,
  },
  actors: unprovidedScrapeRequestsActors,
  actions: {
    notify,
    startDraft: assign(({ context }) => ({ draft: emptyScrapeRequestDraft(context.url), problem: null })),
    setType: assign(({ context, event }) => {
      assertEvent(event, 'SET_TYPE');
      return { draft: { ...context.draft, type: event.scrapeType }, problem: null };
    }),
    setUrl: assign(({ context, event }) => {
      assertEvent(event, 'SET_URL');
      return { draft: { ...context.draft, url: event.url } };
    }),
    setNote: assign(({ context, event }) => {
      assertEvent(event, 'SET_NOTE');
      return { draft: { ...context.draft, note: event.note } };
    }),
    restore: assign(({ event }) => {
      assertEvent(event, 'RESTORE');
      return { draft: event.draft, problem: null };
    }),
    showProblem: assign(({ context }) => ({ problem: scrapeRequestProblem(context.draft) })),
    recordRequest: assign((_, requested: ScrapeRequestRow) => ({ requested })),
  },
  guards: {
    draftIsComplete: ({ context }) => scrapeRequestProblem(context.draft) === null,
    closesOnError: ({ context }) => context.origin === 'list',
  },
}).createMachine({
  id: 'requestScrape',
  context: ({ input }) => ({ ...input, draft: emptyScrapeRequestDraft(input.url), problem: null, requested: null }),
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'editing', actions: 'startDraft' } } },
    editing: {
      on: {
        SET_TYPE: { actions: 'setType' },
        SET_URL: { actions: 'setUrl' },
        SET_NOTE: { actions: 'setNote' },
        RESTORE: { actions: 'restore' },
        SUBMIT: [{ guard: 'draftIsComplete', target: 'submitting' }, { actions: 'showProblem' }],
        CLOSE: 'closed',
      },
    },
    submitting: {
      invoke: {
        id: 'requestScrape',
        src: 'requestScrape',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'done',
          actions: [
            { type: 'recordRequest', params: ({ event }) => event.output },
            { type: 'notify', params: ({ context }) => noticesByOrigin[context.origin].done },
          ],
        },
        onError: [
          {
            guard: 'closesOnError',
            target: 'closed',
            actions: { type: 'notify', params: ({ context }) => noticesByOrigin[context.origin].failed },
          },
          { target: 'failed', actions: { type: 'notify', params: ({ context }) => noticesByOrigin[context.origin].failed } },
        ],
      },
    },
    done: { on: { OPEN: { target: 'editing', actions: 'startDraft' } } },
    failed: {
      on: {
        SET_TYPE: { target: 'editing', actions: 'setType' },
        SET_URL: { target: 'editing', actions: 'setUrl' },
        SET_NOTE: { target: 'editing', actions: 'setNote' },
        RESTORE: { target: 'editing', actions: 'restore' },
        SUBMIT: 'submitting',
        CLOSE: 'closed',
      },
    },
  },
});
