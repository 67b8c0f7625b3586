import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AnyEventObject, fromCallback, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ListScrapeTasksQuery, ScrapeTaskRow } from '../../domain/api/scrapeTasks.schema';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { createSiteChangesStub } from '../../src/testing/siteChangesStub';
import { renderView } from '../../src/testing/ViewWiring';
import { ScrapeTasksTab } from '../../src/views/scrapeTasks/ScrapeTasksTab';
import type { RecordStreamEvent, ScrapeRecordsActors } from '../scrapeRecords/scrapeRecords.actors';
import type { ScrapeTasksActors } from './scrapeTasks.actors';
import { scrapeTasksMachine } from './scrapeTasks.machine';

type Snapshot = SnapshotFrom<typeof scrapeTasksMachine>;

const failure = new Error('offline');
const firstPage: ListScrapeTasksQuery = { page: 1, perPage: 20, searchString: '', status: '', type: '', provider: '' };
const kwargs = (overrides: Partial<ScrapeTaskRow['kwargs']> = {}): ScrapeTaskRow['kwargs'] => ({
  scheduled_time: new Date(2024, 0, 5, 15, 5).toISOString(),
  start_page: 0,
  end_page: null,
  url: 'www.old-home.example',
  provider: 'CFS',
  legacy_fhid: 12,
  organization_id: 'org-12',
  job_type: 'obituaries',
  ...overrides,
});
const result = { pagesRead: 4, recordsSaved: 3, new: 3, updated: 0, unchanged: 0, skipped: 0, skippedReasons: [], stoppedBecause: null };
const tasks: ScrapeTaskRow[] = [
  { _id: 'done-1', status: 'SUCCESS', name: 'high_priority_scrape', result, kwargs: kwargs() },
  {
    _id: 'queued-2',
    status: 'RECEIVED',
    name: 'low_priority_scrape',
    result: null,
    kwargs: kwargs({ provider: 'Batesville', end_page: 7 }),
  },
  {
    _id: 'running-3',
    status: 'STARTED',
    name: 'high_priority_scrape',
    result: null,
    kwargs: kwargs({ url: null, provider: 'FrontRunner' }),
  },
];

/** The URL changes each control makes (`via` says which control, for the replay); each goes back to page 1. */
const queryChanges = ({ query }: Snapshot['context']): AnyEventObject[] => [
  ...(query.searchString ? [] : [{ type: 'QUERY_CHANGED', via: 'search', query: { ...query, searchString: 'old-home', page: 1 } }]),
  ...(query.status ? [] : [{ type: 'QUERY_CHANGED', via: 'status', query: { ...query, status: 'FAILURE', page: 1 } }]),
  // 'Clear filters' changes the URL only when something is filtered.
  ...(JSON.stringify(query) === JSON.stringify(firstPage) ? [] : [{ type: 'QUERY_CHANGED', via: 'clear', query: firstPage }]),
];

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => [
  { type: 'RETRY' },
  ...queryChanges(snapshot.context),
  { type: 'VIEW_RESULT', taskId: 'done-1' },
  { type: 'WATCH_STREAM', taskId: 'running-3' },
  { type: 'CLOSE' },
  { type: 'REVOKE', taskId: 'queued-2' },
  { type: 'xstate.done.actor.loadTasks', output: { data: tasks, totalTasks: 3 } },
  { type: 'xstate.error.actor.loadTasks', error: failure },
  { type: 'xstate.done.actor.killTask', output: { taskId: 'queued-2', status: 'REVOKED' } },
  { type: 'xstate.error.actor.killTask', error: failure },
  // a colleague's change to a site on the page, heard live, and the background re-read it starts
  { type: 'SITES_CHANGED', ids: [12] },
  { type: 'xstate.done.actor.reloadTasks', output: { data: tasks, totalTasks: 3 } },
  { type: 'xstate.error.actor.reloadTasks', error: failure },
];

/**
 * The three regions barely touch: the list runs on its own (nothing open), the dialogs and the
 * revoke only once the list has its rows. Exploring them apart reaches every state without the
 * product of all three.
 */
const regionsApart = (snapshot: Snapshot, event: AnyEventObject) => {
  const listReady = snapshot.matches({ list: { ready: 'listening' } }) && snapshot.context.tasks.length > 0;
  const quiet = snapshot.matches({ dialog: 'closed' }) && snapshot.matches({ revoke: 'idle' });
  if (['VIEW_RESULT', 'WATCH_STREAM', 'REVOKE'].includes(event.type)) return listReady && quiet && snapshot.context.query.status === '';
  // The live re-read is explored from the untouched list only.
  if (event.type === 'SITES_CHANGED')
    return listReady && quiet && snapshot.context.query.status === '' && snapshot.context.query.searchString === '';
  if (event.type === 'QUERY_CHANGED') return quiet && !snapshot.matches({ list: 'loading' });
  return true;
};

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    query: snapshot.context.query,
    n: snapshot.context.tasks.length,
    selected: snapshot.context.selected?._id,
  });

const renderTab = (siteId: number | null = null) => {
  const stubs = createControlledActors(['loadTasks', 'startScrape', 'killTask'] as const);
  const changes = createSiteChangesStub();
  const actors: ScrapeTasksActors = {
    loadTasks: stubs.actor('loadTasks'),
    startScrape: stubs.actor('startScrape'),
    killTask: stubs.actor('killTask'),
    siteChanges: changes.actor,
  };
  const records = createControlledActors(['loadRecords', 'loadFakeCount', 'addFakeObituaries', 'removeFakeObituaries'] as const);
  const recordActors: ScrapeRecordsActors = {
    loadRecords: records.actor('loadRecords'),
    loadFakeCount: records.actor('loadFakeCount'),
    addFakeObituaries: records.actor('addFakeObituaries'),
    removeFakeObituaries: records.actor('removeFakeObituaries'),
    recordEvents: fromCallback<RecordStreamEvent, { organizationId: string }>(({ sendBack }) => {
      sendBack({
        type: 'RECORD',
        record: {
          taskId: 'running-3',
          kind: 'obituary',
          name: 'Margaret Hayes',
          source_url: 'https://old-home.example/obituaries/margaret',
          created: true,
        },
      });
      return () => undefined;
    }),
  };
  renderView(<ScrapeTasksTab siteId={siteId} />, { actors: { scrapeTasks: actors, scrapeRecords: recordActors } });
  return { ...stubs, changes };
};

beforeEach(() => notifications.clean());

const rowOf = (taskId: string) => screen.getByTestId(`task-${taskId}`);

const assertList = (snapshot: Snapshot) => {
  const { context } = snapshot;
  expect(screen.getByRole('textbox', { name: 'Search tasks' })).toHaveValue(context.query.searchString);
  expect(screen.getByRole('textbox', { name: 'Search tasks' })).toHaveAttribute('placeholder', 'Search...');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue(context.query.status);
  if (snapshot.matches({ list: 'loading' })) expect(screen.getAllByTestId('skeleton-row')).toHaveLength(3);
  if (snapshot.matches({ list: 'error' })) {
    expect(screen.getByText('Unable to load scrape tasks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  }
  if (snapshot.matches({ list: 'ready' })) {
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(screen.getByRole('table', { name: 'Scrape tasks' })).toHaveAttribute(
      'aria-busy',
      String(snapshot.matches({ list: { ready: 'rereading' } })),
    );
    const done = within(rowOf('done-1'));
    for (const text of ['12', 'org-12', 'done-1', 'scrape', 'SUCCESS', 'old-home.example', 'cfs', 'Jan 5, 2024', '3:05 PM', '0', 'None'])
      expect(done.getByText(text)).toBeInTheDocument();
    expect(done.getByRole('link', { name: 'old-home.example' })).toHaveAttribute('target', '_blank');
    expect(done.getByRole('link', { name: '12' })).toHaveAttribute('href', '/sites/id/12/scrape');
    expect(done.getByRole('button', { name: 'View Result' })).toBeInTheDocument();
    const queued = within(rowOf('queued-2'));
    for (const text of ['scheduled', 'RECEIVED', 'batesville', '7']) expect(queued.getByText(text)).toBeInTheDocument();
    const revoke = queued.getByRole('button', { name: 'Revoke Task' });
    if (snapshot.matches({ revoke: 'revoking' })) expect(revoke).toHaveAttribute('data-loading');
    else expect(revoke).not.toHaveAttribute('data-loading');
    const running = within(rowOf('running-3'));
    for (const text of ['STARTED', 'frontRunner', '-']) expect(running.getByText(text)).toBeInTheDocument();
    expect(running.getByRole('button', { name: 'Watch Stream' })).toBeInTheDocument();
  }
};

const assertScreen = async (snapshot: Snapshot) => {
  await waitFor(() => assertList(snapshot));
  if (snapshot.matches({ dialog: 'result' })) {
    const dialog = await screen.findByRole('dialog', { name: 'Result' });
    expect(within(dialog).getByText(/"recordsSaved": 3/)).toBeInTheDocument();
  } else await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Result' })).toBeNull());
  if (snapshot.matches({ dialog: 'stream' })) {
    const log = within(await screen.findByRole('log', { name: 'Obituary Stream' }));
    expect(log.getByText('Obituary Stream...')).toBeInTheDocument();
    expect(log.getByRole('link', { name: 'Margaret Hayes' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('dialog', { name: 'Obituary Stream' })).toBeInTheDocument();
  } else await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Obituary Stream' })).toBeNull());
};

const toastFor = (event: AnyEventObject): string | null =>
  event.type === 'xstate.done.actor.killTask'
    ? 'Task successfully revoked'
    : event.type === 'xstate.error.actor.killTask'
      ? 'Unable to revoke task'
      : null;

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderTab>, event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Retry' }));
    case 'QUERY_CHANGED':
      if (event.via === 'search') {
        fireEvent.change(screen.getByRole('textbox', { name: 'Search tasks' }), { target: { value: event.query.searchString } });
      } else if (event.via === 'status') {
        await user.click(screen.getByRole('combobox', { name: 'Status' }));
        await user.click(await screen.findByRole('option', { name: event.query.status }));
      } else await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      // The control writes the URL (the search 300 ms after the last keystroke) and the list follows it.
      return waitFor(() => expect(stubs.calls.loadTasks.at(-1)).toEqual(event.query));
    case 'VIEW_RESULT':
      return user.click(within(rowOf(event.taskId)).getByRole('button', { name: 'View Result' }));
    case 'WATCH_STREAM':
      return user.click(within(rowOf(event.taskId)).getByRole('button', { name: 'Watch Stream' }));
    case 'REVOKE':
      return user.click(within(rowOf(event.taskId)).getByRole('button', { name: 'Revoke Task' }));
    case 'CLOSE':
      // The modal's own close button (the theme names it 'Dismiss').
      return user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Dismiss' }));
    case 'SITES_CHANGED':
      return act(() => stubs.changes.emit(event.ids as number[]));
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      // The background re-read is loadTasks under another invoke id.
      const settled = { ...event, type: event.type.replace('reloadTasks', 'loadTasks') };
      const id = settled.type.split('.')[3] as 'loadTasks' | 'killTask';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      return stubs.settle(settled);
    }
  }
};

describe('scrape tasks, replayed through ScrapeTasksTab', () => {
  const paths = coveringTransitions(
    getShortestPaths(scrapeTasksMachine, {
      input: { legacyFhid: null, query: firstPage },
      events: eventsOf as never,
      serializeState: serialize,
      filterEvents: regionsApart,
    }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(scrapeTasksMachine));
  });

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> '), async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderTab();
      for (const step of path.steps) {
        const toast = toastFor(step.event);
        await doEvent(user, stubs, step.event);
        if (toast) expect(await screen.findByText(toast)).toBeInTheDocument();
        await assertScreen(step.state);
        // Every load asks for the query the screen shows, 20 a page.
        if (step.state.matches({ list: 'loading' }))
          expect(stubs.calls.loadTasks.at(-1)).toEqual({ ...step.state.context.query, perPage: 20 });
      }
    });
  }

  it("on a site's Scrape tab lists that site's tasks only, keeps the site through 'Clear filters', and watches its running task", async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderTab(12);
    await waitFor(() => expect(stubs.waiting('loadTasks')).toBe(true));
    expect(stubs.calls.loadTasks.at(-1)).toEqual({
      page: 1,
      perPage: 20,
      searchString: '',
      status: '',
      type: '',
      provider: '',
      legacyFhid: 12,
    });
    stubs.settle({ type: 'xstate.done.actor.loadTasks', output: { data: tasks, totalTasks: 3 } });
    await user.click(await within(await screen.findByTestId('task-running-3')).findByRole('button', { name: 'Watch Stream' }));
    const log = within(await screen.findByRole('log', { name: 'Obituary Stream' }));
    expect(log.getByText('Obituary Stream...')).toBeInTheDocument();
    expect(log.getByRole('link', { name: 'Margaret Hayes' })).toHaveAttribute('href', 'https://old-home.example/obituaries/margaret');
    await user.click(within(screen.getByRole('dialog', { name: 'Obituary Stream' })).getByRole('button', { name: 'Dismiss' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'FAILURE' }));
    await waitFor(() => expect(stubs.calls.loadTasks).toHaveLength(2));
    expect(stubs.calls.loadTasks.at(-1)).toMatchObject({ page: 1, status: 'FAILURE', legacyFhid: 12 });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(stubs.calls.loadTasks).toHaveLength(3));
    expect(stubs.calls.loadTasks.at(-1)).toMatchObject({ page: 1, status: '', legacyFhid: 12 });
  });
});
