import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, fromCallback, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { ScrapeRecord, ScrapeRecordList } from '../../domain/api/scrapeRecords.schema';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { SiteRecordsList } from '../../src/views/scrapeRecords/SiteRecordsList';
import type { RecordStreamEvent, ScrapeRecordsActors } from './scrapeRecords.actors';
import { scrapeRecordsMachine } from './scrapeRecords.machine';

type Snapshot = SnapshotFrom<typeof scrapeRecordsMachine>;

const siteId = 12;
const failure = new ApiError(500, { error: 'Internal error' });

const record = (id: number, overrides: Partial<ScrapeRecord> = {}): ScrapeRecord => ({
  id,
  kind: 'obituary',
  source_url: `https://old-home.example/obituaries/${id}`,
  name: `Person ${id}`,
  birth_date: '1931-04-12',
  death_date: '2024-01-08',
  record_date: null,
  text: 'A life well lived.',
  photo_url: null,
  service_details: null,
  fake: false,
  updated_at: '2024-01-09T10:00:00.000Z',
  ...overrides,
});

/** 23 records over three pages of ten: a real one first, a fake one second. */
const pageOf = (page: number): ScrapeRecordList => ({
  data: Array.from({ length: page === 3 ? 3 : 10 }, (_, index) => {
    const id = (page - 1) * 10 + index + 1;
    return id === 1 ? record(1, { name: 'Margaret Hayes' }) : id === 2 ? record(2, { name: 'Placeholder Person', fake: true }) : record(id);
  }),
  total: 23,
});
const none: ScrapeRecordList = { data: [], total: 0 };

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => {
  const events: AnyEventObject[] = [
    { type: 'RETRY' },
    { type: 'xstate.done.actor.loadRecords', output: snapshot.context.page === 1 ? pageOf(1) : pageOf(snapshot.context.page) },
    { type: 'xstate.done.actor.loadRecords', output: none },
    { type: 'xstate.error.actor.loadRecords', error: failure },
  ];
  // The pager is there only with more than one page of records.
  if (snapshot.matches('loaded') && snapshot.context.page === 1) events.push({ type: 'SET_PAGE', page: 3 });
  return events.filter((event) => snapshot.can(event as never));
};

// The event that led here is part of the key, so Retry gets a path of its own, not only every state.
const serialize = (snapshot: Snapshot, event?: AnyEventObject) =>
  JSON.stringify({ value: snapshot.value, page: snapshot.context.page, n: snapshot.context.records.length, by: event?.type });

const renderList = () => {
  const stubs = createControlledActors(['loadRecords', 'loadFakeCount', 'addFakeObituaries', 'removeFakeObituaries'] as const);
  const actors: ScrapeRecordsActors = {
    loadRecords: stubs.actor('loadRecords'),
    loadFakeCount: stubs.actor('loadFakeCount'),
    addFakeObituaries: stubs.actor('addFakeObituaries'),
    removeFakeObituaries: stubs.actor('removeFakeObituaries'),
    recordEvents: fromCallback<RecordStreamEvent, { organizationId: string }>(() => () => undefined),
  };
  renderView(<SiteRecordsList siteId={siteId} />, { actors: { scrapeRecords: actors } });
  return stubs;
};

const section = () => within(screen.getByRole('region', { name: 'Scraped records' }));

const assertScreen = (snapshot: Snapshot) => {
  const { context } = snapshot;
  expect(section().getByRole('heading', { level: 3, name: `Records (${context.total})` })).toBeInTheDocument();
  if (snapshot.matches('loading')) expect(section().getByLabelText('Loading records')).toHaveAttribute('aria-busy', 'true');
  else expect(section().queryByLabelText('Loading records')).toBeNull();
  if (snapshot.matches('error')) {
    expect(section().getByText('Unable to load records')).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  } else expect(section().queryByText('Unable to load records')).toBeNull();
  if (snapshot.matches('empty')) expect(section().getByText('No records scraped yet')).toBeInTheDocument();
  else expect(section().queryByText('No records scraped yet')).toBeNull();
  if (snapshot.matches('loaded')) {
    const rows = within(section().getByRole('table', { name: 'Records' })).getAllByRole('row');
    // The header and one row a record.
    expect(rows).toHaveLength(context.records.length + 1);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Kind', 'Born', 'Died', 'Source']);
    if (context.page === 1) {
      const real = within(section().getByTestId('record-1'));
      for (const text of ['Margaret Hayes', 'obituary', 'Apr 12, 1931', 'Jan 8, 2024']) expect(real.getByText(text)).toBeInTheDocument();
      expect(real.getByRole('link', { name: 'Old page' })).toHaveAttribute('href', 'https://old-home.example/obituaries/1');
      expect(real.getByRole('link', { name: 'Old page' })).toHaveAttribute('target', '_blank');
      const fake = within(section().getByTestId('record-2'));
      expect(fake.getByText('Fake')).toBeInTheDocument();
      expect(fake.queryByRole('link')).toBeNull();
    } else expect(section().getByTestId('record-21')).toHaveTextContent('Person 21');
    expect(section().getByRole('button', { name: String(context.page) })).toHaveAttribute('aria-current', 'page');
  } else expect(section().queryByRole('table', { name: 'Records' })).toBeNull();
};

const describeEvent = (event: AnyEventObject): string => {
  if (event.type === 'xstate.done.actor.loadRecords') return (event.output as ScrapeRecordList).total ? 'records' : 'none';
  if (event.type === 'xstate.error.actor.loadRecords') return 'load fails';
  return event.type === 'SET_PAGE' ? `page ${String(event.page)}` : event.type;
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderList>, event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(section().getByRole('button', { name: 'Retry' }));
    case 'SET_PAGE':
      return user.click(section().getByRole('button', { name: String(event.page) }));
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      await waitFor(() => expect(stubs.waiting('loadRecords')).toBe(true));
      return stubs.settle(event);
    }
  }
};

describe("a site's records, replayed through SiteRecordsList", () => {
  const paths = coveringTransitions(
    getShortestPaths(scrapeRecordsMachine, { input: { siteId }, events: eventsOf as never, serializeState: serialize }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(scrapeRecordsMachine));
  });

  for (const path of paths) {
    it(['start', ...path.steps.slice(1).map((step) => describeEvent(step.event))].join(' > '), async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderList();
      for (const step of path.steps) {
        await doEvent(user, stubs, step.event);
        await waitFor(() => assertScreen(step.state));
        // Every load asks for the site's page the screen shows, ten a page.
        if (step.state.matches('loading'))
          expect(stubs.calls.loadRecords.at(-1)).toEqual({ id: siteId, page: step.state.context.page, perPage: 10 });
      }
    });
  }
});
