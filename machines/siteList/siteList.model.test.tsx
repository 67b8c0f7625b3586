import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { SiteListResponse } from '../../domain/api/siteList.schema';
import type { SiteStatus } from '../../domain/siteStatus';
import { listScreens } from '../../domain/siteList/listScreens';
import { siteListRequest } from '../../domain/siteList/listSearch';
import type { Viewer } from '../../domain/viewer';
import { fixturePage, fixtureRows } from '../../src/views/siteList/fixtures/siteRows';
import { renderListAt } from '../../src/views/siteList/testing/renderListAt';
import { siteListMachine, type SiteListEvent } from './siteList.machine';

const admin: Viewer = { id: 1, role: 'admin', name: 'Ada Admin' };
const screenDef = listScreens.allSites;
const initialRequest = siteListRequest(screenDef, admin, {});
const stagedRequest = siteListRequest(screenDef, admin, { label: 'Staged' });
const fullPage = fixturePage(fixtureRows, 45);
const emptyPage = fixturePage([], 0);

/** A state's name for the test's titles and cases: 'loading', 'loaded.rereading', ... */
const stateName = (snapshot: SnapshotFrom<typeof siteListMachine>): string =>
  typeof snapshot.value === 'string' ? snapshot.value : `loaded.${snapshot.value.loaded}`;

type ModelEvent =
  | SiteListEvent
  | { type: 'xstate.done.actor.fetchSites'; output: SiteListResponse }
  | { type: 'xstate.error.actor.fetchSites'; error: unknown };

const events: ModelEvent[] = [
  { type: 'FILTERS_CHANGED', request: stagedRequest },
  { type: 'PAGE_CHANGED', page: 2 },
  { type: 'REFRESH' },
  { type: 'SITES_CHANGED', ids: [fixtureRows[0]!.id] },
  { type: 'xstate.done.actor.fetchSites', output: fullPage },
  { type: 'xstate.done.actor.fetchSites', output: emptyPage },
  { type: 'xstate.error.actor.fetchSites', error: new Error('503') },
];

/**
 * Only what the screen can produce: the status filter is there in every state (once per path, it
 * picks Staged), page 2 only under a loaded table, Try again only after an error, a live change
 * only to rows on screen, and answers only while a request runs.
 */
const paths = getShortestPaths(siteListMachine, {
  input: { request: initialRequest },
  events: events as SiteListEvent[],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.request]),
  filterEvents: (snapshot, event) => {
    const modelEvent = event as ModelEvent;
    switch (modelEvent.type) {
      case 'FILTERS_CHANGED':
        return snapshot.context.request.label === undefined;
      case 'PAGE_CHANGED':
        return snapshot.matches('loaded') && snapshot.context.request.page !== 2;
      case 'REFRESH':
        return snapshot.matches('error');
      case 'SITES_CHANGED':
        return snapshot.matches('loaded');
      default:
        return snapshot.matches('loading') || snapshot.matches({ loaded: 'rereading' });
    }
  },
});

const describeEvent = (event: ModelEvent): string => {
  switch (event.type) {
    case 'xstate.done.actor.fetchSites':
      return event.output.data.length ? 'rows arrive' : 'no rows';
    case 'xstate.error.actor.fetchSites':
      return 'request fails';
    default:
      return event.type;
  }
};

/** Calls answered during the current path; an answered call is never aborted. */
const settled = new Set<unknown>();

afterEach(() => {
  notifications.clean();
  settled.clear();
});

describe('site list machine, replayed through SiteListView', () => {
  it('reaches every state', () => {
    expect([...new Set(paths.map((path) => stateName(path.state)))].sort()).toEqual([
      'empty',
      'error',
      'loaded.listening',
      'loaded.rereading',
      'loading',
    ]);
    expect(paths.some((path) => path.steps.some((step) => step.event.type === 'PAGE_CHANGED'))).toBe(true);
    expect(paths.some((path) => path.steps.some((step) => step.event.type === 'FILTERS_CHANGED'))).toBe(true);
  });

  for (const path of paths) {
    const description = ['start', ...path.steps.slice(1).map(({ event }) => describeEvent(event as ModelEvent))].join(' > ');
    it(`${description} -> ${stateName(path.state)} (page ${path.state.context.request.page})`, async () => {
      const user = userEvent.setup();
      const { fetchSites, siteChanges, history } = renderListAt('/sites', screenDef, admin);
      await screen.findByRole('heading', { name: 'All Sites' });

      for (const { event, state } of path.steps) {
        act(() => notifications.clean());
        const modelEvent = event as ModelEvent;
        switch (modelEvent.type) {
          case 'FILTERS_CHANGED':
            await user.click(screen.getByRole('combobox', { name: 'Status filter' }));
            await user.click(await screen.findByRole('option', { name: 'Staged' }));
            break;
          case 'PAGE_CHANGED':
            await user.click(screen.getByRole('button', { name: String(modelEvent.page) }));
            break;
          case 'REFRESH':
            await user.click(screen.getByRole('button', { name: 'Try again' }));
            break;
          case 'SITES_CHANGED':
            // A colleague changed a site on the page.
            act(() => siteChanges.emit(modelEvent.ids));
            break;
          case 'xstate.done.actor.fetchSites':
            await act(async () => fetchSites.last().resolve(modelEvent.output));
            break;
          case 'xstate.error.actor.fetchSites':
            await act(async () => fetchSites.last().reject(modelEvent.error));
            break;
        }

        const { request } = state.context;
        switch (stateName(state)) {
          case 'loading': {
            await waitFor(() => expect(screen.getAllByRole('row', { name: 'Loading site' })).toHaveLength(3));
            expect(fetchSites.last().input).toEqual(request);
            // A request replaced mid-flight is aborted (part 1 §7): every earlier call was answered or aborted.
            for (const call of fetchSites.calls.slice(0, -1)) expect(settled.has(call) || call.signal?.aborted).toBe(true);
            expect(fetchSites.last().signal?.aborted).toBe(false);
            break;
          }
          case 'loaded.listening':
          case 'loaded.rereading': {
            // A live re-read keeps the rows on screen while it runs.
            if (state.matches({ loaded: 'rereading' })) expect(fetchSites.last().input).toEqual(request);
            else expect(siteChanges.watched()).toEqual([fixtureRows.map((row) => row.id)]);
            const table = screen.getByRole('table');
            expect(within(table).getByRole('row', { name: 'Oakwood Funeral Home' })).toBeInTheDocument();
            const first = (request.page - 1) * 20 + 1;
            expect(screen.getByText(`Showing ${first} to ${first + 19} of 45 sites`)).toBeInTheDocument();
            break;
          }
          case 'empty':
            expect(screen.getByText('No results found')).toBeInTheDocument();
            expect(screen.queryAllByRole('row', { name: 'Loading site' })).toHaveLength(0);
            break;
          case 'error':
            expect(await screen.findByText('Unable to load sites')).toBeInTheDocument();
            expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
            break;
          default:
            throw new Error(`unexpected state ${stateName(state)}`);
        }
        // The URL holds the filters and page.
        const search = new URLSearchParams(history.location.search);
        expect(search.get('label')).toBe(request.label ? request.label[0] : null);
        expect(search.get('page')).toBe(request.page > 1 ? String(request.page) : null);
        if (modelEvent.type.startsWith('xstate.')) settled.add(fetchSites.last());
      }
    });
  }
});

const designer: Viewer = { id: 11, role: 'designer', name: 'Dana Designer' };
// The day SiteListView places 'This week' by: the browser's today.
const weekCardRequest = (label?: SiteStatus) =>
  siteListRequest(listScreens.mySites, designer, { card: 'weekLaunches', label }, dayjs().format('YYYY-MM-DD'));
const weekCardEvents: ModelEvent[] = [
  { type: 'FILTERS_CHANGED', request: weekCardRequest('Staged') },
  { type: 'xstate.done.actor.fetchSites', output: emptyPage },
];

/** Every way the same machine reaches 'empty' on My Sites with 'Launching this week' chosen: the card alone, or narrowed by a status. */
const weekCardPaths = getShortestPaths(siteListMachine, {
  input: { request: weekCardRequest() },
  events: weekCardEvents as SiteListEvent[],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.request]),
  filterEvents: (snapshot, event) =>
    event.type === 'FILTERS_CHANGED' ? snapshot.context.request.label?.length !== 1 : snapshot.matches('loading'),
}).filter((path) => path.state.matches('empty'));

describe("site list machine's empty state on My Sites with a week card chosen (decision 0630)", () => {
  it('reaches the empty list with the card alone and with a status beside it', () => {
    expect(weekCardPaths.map((path) => path.state.context.request.label?.length === 1)).toEqual([false, true]);
  });

  for (const path of weekCardPaths) {
    const narrowed = path.state.context.request.label?.length === 1;
    it(`says ${narrowed ? 'that nothing matches the card and the status' : 'that none of their sites launches this week'}`, async () => {
      const user = userEvent.setup();
      const { fetchSites } = renderListAt('/sites?card=weekLaunches', listScreens.mySites, designer);
      await screen.findByRole('heading', { name: 'My Sites' });
      for (const { event, state } of path.steps) {
        const modelEvent = event as ModelEvent;
        if (modelEvent.type === 'FILTERS_CHANGED') {
          await user.click(screen.getByRole('combobox', { name: 'Status filter' }));
          await user.click(await screen.findByRole('option', { name: 'Staged' }));
        }
        if (modelEvent.type === 'xstate.done.actor.fetchSites') await act(async () => fetchSites.last().resolve(modelEvent.output));
        if (stateName(state) === 'loading') await waitFor(() => expect(fetchSites.last().input).toEqual(state.context.request));
      }
      expect(await screen.findByText('No results found')).toBeInTheDocument();
      expect(screen.getByText(narrowed ? 'No sites match these filters.' : 'None of your sites launches this week.')).toBeInTheDocument();
      expect(screen.queryByText(/No sites are assigned to you/)).not.toBeInTheDocument();
    });
  }
});
