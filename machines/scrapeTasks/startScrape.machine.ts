import { assign, setup } from 'xstate';
import { defaultScrapeJobType, type ScrapeJobType } from '../../domain/scrapeTasks/scrapeJobTypes';
import { cleanScrapeUrl, type StartScrapeDraft, startScrapeProblem } from '../../domain/scrapeTasks/startScrapeRules';
import { notify } from '../shared/notice';
import { scrapeTasksNotices, unprovidedScrapeTasksActors } from './scrapeTasks.actors';

export type StartScrapeFormDraft = StartScrapeDraft & {
  jobType: ScrapeJobType;
  /** A local date-time ('2024-01-05T15:05') to start later, or '' to start now. */
  scheduledTime: string;
};

export type StartScrapeContext = {
  draft: StartScrapeFormDraft;
  /** 'Missing ...' (part 2 §5) or another reason the form refuses, shown under it. */
  problem: string | null;
  /** The fields the problem concerns, each marked on the form (issue 33). */
  problemFields: readonly string[];
  /** The last task this form started. */
  taskId: string | null;
};

export type StartScrapeInput = { legacyFhid: number | null; organizationId: string | null };

export type StartScrapeEvent = { type: 'CHANGE'; draft: Partial<StartScrapeFormDraft> } | { type: 'SUBMIT' };

/**
 * The start form (site Scrape tab and the 'Obituary Scrape' tile, part 2 §5): editing, and
 * submitting once the rules of domain/scrapeTasks/startScrapeRules.ts pass; a refused draft stays
 * in editing with the problem shown. The URL goes out cleaned of scheme, www and slashes.
 */
export const startScrapeMachine = setup({
  types: {
    context: {} as StartScrapeContext,
    events: {} as StartScrapeEvent,
    input: {} as StartScrapeInput,
  },
  actors: unprovidedScrapeTasksActors,
  actions: { notify },
  guards: {
    hasProblem: ({ context }) => startScrapeProblem(context.draft) !== null,
  },
}).createMachine({
  id: 'startScrape',
  context: ({ input }) => ({
    draft: {
      organizationId: input.organizationId ?? '',
      legacyFhid: input.legacyFhid,
      url: '',
      jobType: defaultScrapeJobType,
      provider: '',
      startPage: null,
      endPage: null,
      scheduledTime: '',
    },
    problem: null,
    problemFields: [],
    taskId: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.draft }), problem: null, problemFields: [] }),
        },
        SUBMIT: [
          {
            guard: 'hasProblem',
            actions: assign(({ context }) => {
              const found = startScrapeProblem(context.draft);
              return { problem: found?.message ?? null, problemFields: found?.fields ?? [] };
            }),
          },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'startScrape',
        src: 'startScrape',
        input: ({ context: { draft } }) => ({
          organizationId: draft.organizationId.trim(),
          legacyFhid: draft.legacyFhid,
          url: cleanScrapeUrl(draft.url),
          jobType: draft.jobType,
          provider: draft.provider,
          startPage: draft.startPage,
          endPage: draft.endPage,
          scheduledTime: draft.scheduledTime ? new Date(draft.scheduledTime).toISOString() : null,
        }),
        onDone: {
          target: 'editing',
          actions: [assign({ taskId: ({ event }) => event.output.taskId }), { type: 'notify', params: scrapeTasksNotices.started }],
        },
        onError: { target: 'editing', actions: { type: 'notify', params: scrapeTasksNotices.startFailed } },
      },
    },
  },
});
