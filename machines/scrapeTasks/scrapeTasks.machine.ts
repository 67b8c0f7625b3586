import { assertEvent, assign, raise, setup } from 'xstate';
import type { ListScrapeTasksQuery, ScrapeTaskList, ScrapeTaskRow } from '../../domain/api/scrapeTasks.schema';
import { notify } from '../shared/notice';
import { scrapeTasksNotices, unprovidedScrapeTasksActors } from './scrapeTasks.actors';
import { liveRereading } from '../shared/liveRereading';
import type { SitesChangedEvent } from '../shared/siteChanges';
import { readFailedTag } from '../shared/readFailed';

export type ScrapeTasksContext = {
  /** One site's tasks (its Scrape tab), or null for every site's (the Scrapes page). */
  legacyFhid: number | null;
  /** What the URL asks for (domain/scrapeTasks/taskSearch.ts): search, filters and page. */
  query: ListScrapeTasksQuery;
  tasks: ScrapeTaskRow[];
  total: number;
  /** The task the Result or Obituary Stream modal shows, or the one being revoked. */
  selected: ScrapeTaskRow | null;
};

export type ScrapeTasksEvent =
  /** The URL's search, filters or page changed (a control navigated, or Back, or a link). */
  | { type: 'QUERY_CHANGED'; query: ListScrapeTasksQuery }
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  | { type: 'VIEW_RESULT'; taskId: string }
  | { type: 'WATCH_STREAM'; taskId: string }
  | { type: 'CLOSE' }
  | { type: 'REVOKE'; taskId: string }
  | SitesChangedEvent;

// The site stays out of the URL's query so that 'Clear filters' cannot drop it.
const tasksQuery = (context: ScrapeTasksContext) =>
  context.legacyFhid === null ? context.query : { ...context.query, legacyFhid: context.legacyFhid };

const taskById = (context: ScrapeTasksContext, taskId: string) => context.tasks.find((task) => task._id === taskId) ?? null;

/**
 * What reloads the list from any of its states. Each is a transition of the list's own states (not
 * of the list region): re-entering a region of a parallel state would re-enter its siblings too.
 */
const reloads = {
  RELOAD: { target: 'loading', reenter: true },
  QUERY_CHANGED: { target: 'loading', reenter: true, actions: 'followQuery' },
} as const;

/**
 * The Scrape Tasks tab (part 2 §2.10, §5): the list (loading with skeleton rows, ready, error with
 * retry) starts from the URL's search, filters and page (input) and reloads whenever the URL
 * changes (QUERY_CHANGED): the controls navigate, so a filtered list can be linked and survives a
 * reload. Beside it, a dialog (Result or Obituary Stream) and a
 * revoke that reloads the list when done. Given a site (input legacyFhid), it lists that site's
 * tasks only. No I/O: actors and `notify` are injected.
 */
export const scrapeTasksMachine = setup({
  types: {
    context: {} as ScrapeTasksContext,
    events: {} as ScrapeTasksEvent,
    input: {} as { legacyFhid: number | null; query: ListScrapeTasksQuery },
  },
  actors: unprovidedScrapeTasksActors,
  actions: {
    notify,
    followQuery: assign({
      query: ({ event }) => {
        assertEvent(event, 'QUERY_CHANGED');
        return event.query;
      },
    }),
    showTasks: assign((_, list: ScrapeTaskList) => ({ tasks: list.data, total: list.totalTasks })),
    selectTask: assign({
      selected: ({ context, event }) => {
        assertEvent(event, ['VIEW_RESULT', 'WATCH_STREAM', 'REVOKE']);
        return taskById(context, event.taskId);
      },
    }),
  },
  guards: {
    taskListed: ({ context, event }) => {
      assertEvent(event, ['VIEW_RESULT', 'WATCH_STREAM', 'REVOKE']);
      return taskById(context, event.taskId) !== null;
    },
  },
}).createMachine({
  id: 'scrapeTasks',
  context: ({ input }) => ({ legacyFhid: input.legacyFhid, query: input.query, tasks: [], total: 0, selected: null }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          on: reloads,
          invoke: {
            id: 'loadTasks',
            src: 'loadTasks',
            input: ({ context }) => tasksQuery(context),
            onDone: { target: 'ready', actions: { type: 'showTasks', params: ({ event }) => event.output } },
            onError: { target: 'error' },
          },
        },
        // A site on the page changed (live): the page is read again with the rows kept on screen.
        ready: {
          ...liveRereading({
            actors: unprovidedScrapeTasksActors,
            siteIds: (context: ScrapeTasksContext) => [
              ...new Set([
                ...(context.legacyFhid === null ? [] : [context.legacyFhid]),
                ...context.tasks.flatMap((task) => task.kwargs.legacy_fhid ?? []),
              ]),
            ],
            reread: { id: 'reloadTasks', src: 'loadTasks', input: ({ context }) => tasksQuery(context) },
            show: 'showTasks',
            rewatchAt: '#scrapeTasks.list.ready',
          }),
          on: reloads,
        },
        error: { tags: readFailedTag, on: { ...reloads, RETRY: 'loading' } },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            VIEW_RESULT: { guard: 'taskListed', target: 'result', actions: 'selectTask' },
            WATCH_STREAM: { guard: 'taskListed', target: 'stream', actions: 'selectTask' },
          },
        },
        result: { on: { CLOSE: 'closed' } },
        stream: { on: { CLOSE: 'closed' } },
      },
    },
    revoke: {
      initial: 'idle',
      states: {
        idle: { on: { REVOKE: { guard: 'taskListed', target: 'revoking', actions: 'selectTask' } } },
        revoking: {
          invoke: {
            id: 'killTask',
            src: 'killTask',
            input: ({ context }) => ({ taskId: context.selected?._id ?? '' }),
            onDone: { target: 'idle', actions: [{ type: 'notify', params: scrapeTasksNotices.revoked }, raise({ type: 'RELOAD' })] },
            onError: { target: 'idle', actions: { type: 'notify', params: scrapeTasksNotices.revokeFailed } },
          },
        },
      },
    },
  },
});
