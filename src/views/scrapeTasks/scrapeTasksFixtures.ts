import { fromCallback, fromPromise } from 'xstate';
import type { ScrapeRecord } from '../../../domain/api/scrapeRecords.schema';
import type { ScrapeTaskRow } from '../../../domain/api/scrapeTasks.schema';
import type { RecordStreamEvent, ScrapeRecordsActors } from '../../../machines/scrapeRecords/scrapeRecords.actors';
import type { ScrapeTasksActors } from '../../../machines/scrapeTasks/scrapeTasks.actors';
import { type StubAnswer, stubAnswer } from '../../testing/stubAnswer';
import { changedOnceShown, quietSiteChanges } from '../../testing/siteChangesStub';

const kwargs = (overrides: Partial<ScrapeTaskRow['kwargs']> = {}): ScrapeTaskRow['kwargs'] => ({
  scheduled_time: '2024-01-05T15:05:00.000Z',
  start_page: 0,
  end_page: null,
  url: 'www.old-home.example',
  provider: 'CFS',
  legacy_fhid: 12,
  organization_id: 'org-12',
  job_type: 'obituaries',
  ...overrides,
});

const fixtureTasks = (): ScrapeTaskRow[] => [
  {
    _id: 'done-1',
    status: 'SUCCESS',
    name: 'high_priority_scrape',
    result: { pagesRead: 4, recordsSaved: 3, new: 3, updated: 0, unchanged: 0, skipped: 0, skippedReasons: [], stoppedBecause: null },
    kwargs: kwargs(),
  },
  {
    _id: 'queued-2',
    status: 'RECEIVED',
    name: 'low_priority_scrape',
    result: null,
    kwargs: kwargs({ provider: 'Batesville', end_page: 7 }),
  },
  { _id: 'running-3', status: 'STARTED', name: 'high_priority_scrape', result: null, kwargs: kwargs({ provider: 'FrontRunner' }) },
];

/** Scrape-task actors over an in-memory list, each call answering, hanging or failing as asked. */
export const scrapeTasksActorsFixture = (
  behaviour: Partial<Record<'loadTasks' | 'reloadTasks' | 'startScrape' | 'killTask', StubAnswer>> & {
    /** The sites on the page change (live) once it shows. */
    liveChange?: boolean;
    /** No task at all, whatever the query. */
    empty?: boolean;
  } = {},
): ScrapeTasksActors => {
  const tasks = behaviour.empty ? [] : fixtureTasks();
  let reads = 0;
  return {
    siteChanges: behaviour.liveChange ? changedOnceShown : quietSiteChanges,
    loadTasks: fromPromise(() =>
      stubAnswer((reads++ === 0 ? behaviour.loadTasks : (behaviour.reloadTasks ?? behaviour.loadTasks)) ?? 'answer', () => ({
        data: tasks,
        totalTasks: tasks.length,
      })),
    ),
    startScrape: fromPromise(() => stubAnswer(behaviour.startScrape ?? 'answer', () => ({ taskId: 'task-new' }))),
    killTask: fromPromise(({ input }) =>
      stubAnswer(behaviour.killTask ?? 'answer', () => ({ taskId: input.taskId, status: 'REVOKED' as const })),
    ),
  };
};

/** Record actors: a site with two records, two fake obituaries, and a stream that sends two records at once. */
export const scrapeRecordsActorsFixture = (
  behaviour: Partial<Record<keyof ScrapeRecordsActors, StubAnswer>> = {},
  records = 2,
): ScrapeRecordsActors => {
  let fakes = 2;
  const data: ScrapeRecord[] = Array.from({ length: records }, (_, index) => ({
    id: index + 1,
    kind: 'obituary' as const,
    source_url: `https://old-home.example/obituaries/${index + 1}`,
    name: index === 0 ? 'Margaret Hayes' : 'Harold Becker',
    birth_date: '1931-04-12',
    death_date: '2024-01-08',
    record_date: null,
    text: 'A life well lived.',
    photo_url: null,
    service_details: null,
    fake: index === 1,
    updated_at: '2024-01-09T10:00:00.000Z',
  }));
  return {
    loadRecords: fromPromise(() => stubAnswer(behaviour.loadRecords ?? 'answer', () => ({ data, total: data.length }))),
    loadFakeCount: fromPromise(() => stubAnswer(behaviour.loadFakeCount ?? 'answer', () => ({ count: fakes }))),
    addFakeObituaries: fromPromise(() => stubAnswer(behaviour.addFakeObituaries ?? 'answer', () => ({ count: (fakes = 6) }))),
    removeFakeObituaries: fromPromise(() => stubAnswer(behaviour.removeFakeObituaries ?? 'answer', () => ({ count: (fakes = 0) }))),
    // 'pending' opens the stream with nothing saved yet; a failure is a live connection that cannot be opened.
    recordEvents: fromCallback<RecordStreamEvent, { organizationId: string }>(({ sendBack }) => {
      const how = behaviour.recordEvents ?? 'answer';
      if (how !== 'answer' && how !== 'pending') throw how.fail;
      if (how === 'pending') return () => undefined;
      for (const name of ['Margaret Hayes', 'Harold Becker']) {
        sendBack({
          type: 'RECORD',
          record: { taskId: 'running-3', kind: 'obituary', name, source_url: `https://old-home.example/obituaries/${name}`, created: true },
        });
      }
      return () => undefined;
    }),
  };
};
