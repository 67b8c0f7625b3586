import { notifications } from '@mantine/notifications';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { listScreens } from '../../../domain/siteList/listScreens';
import type { Viewer } from '../../../domain/viewer';
import { fixturePage, fixtureRows } from './fixtures/siteRows';
import { renderListAt } from './testing/renderListAt';

const admin: Viewer = { id: 1, role: 'admin', name: 'Ada Admin' };
const care: Viewer = { id: 41, role: 'care', name: 'Quinn QA' };

afterEach(() => notifications.clean());

describe('SiteListView filters in the URL', () => {
  it('searches 300 ms after typing, replacing the history entry, from page 1', async () => {
    const user = userEvent.setup();
    const { fetchSites, history } = renderListAt('/sites?page=3', listScreens.allSites, admin);
    await waitFor(() => expect(fetchSites.calls).toHaveLength(1));
    expect(fetchSites.last().input.page).toBe(3);
    const entries = history.length;

    await user.type(screen.getByRole('textbox', { name: 'Search sites' }), 'oak');
    await waitFor(() => expect(fetchSites.last().input).toMatchObject({ query: 'oak', page: 1 }));
    expect(history.location.search).toContain('query=oak');
    expect(history.location.search).not.toContain('page');
    expect(history.length).toBe(entries);
    // One request for the settled text, not one per key.
    expect(fetchSites.calls.filter((call) => call.input.query !== undefined)).toHaveLength(1);
  });

  it('pushes a filter change, and Back restores the earlier filters and page', async () => {
    const user = userEvent.setup();
    const { fetchSites, history } = renderListAt('/sites?page=2', listScreens.allSites, admin);
    await waitFor(() => expect(fetchSites.calls).toHaveLength(1));
    await act(async () => fetchSites.last().resolve(fixturePage(fixtureRows, 45)));
    await user.click(screen.getByRole('combobox', { name: 'Status filter' }));
    await user.click(await screen.findByRole('option', { name: 'Live' }));
    await waitFor(() => expect(fetchSites.last().input).toMatchObject({ label: ['Live'], page: 1 }));

    act(() => history.back());
    await waitFor(() => expect(fetchSites.last().input).toMatchObject({ page: 2 }));
    expect(fetchSites.last().input.label).toBeUndefined();
    expect(screen.getByRole('combobox', { name: 'Status filter' })).toHaveValue('');
  });

  it('clears every filter with Clear filters', async () => {
    const user = userEvent.setup();
    const { fetchSites, history } = renderListAt('/sites?query=%22oak%22&corporation=4', listScreens.allSites, admin);
    await waitFor(() => expect(fetchSites.last().input).toMatchObject({ query: 'oak', corporation: 4 }));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(fetchSites.last().input).toEqual({ page: 1, perPage: 20 });
    expect(screen.getByRole('textbox', { name: 'Search sites' })).toHaveValue('');
  });
});

describe('SiteListView by role and screen', () => {
  it('offers the Test status to admins only', async () => {
    const user = userEvent.setup();
    renderListAt('/sites', listScreens.allSites, care);
    await user.click(await screen.findByRole('combobox', { name: 'Status filter' }));
    expect(await screen.findByRole('option', { name: 'Live' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Test' })).not.toBeInTheDocument();
  });

  it('shows the role person column and filter (QA for care)', async () => {
    renderListAt('/sites', listScreens.allSites, care);
    expect(await screen.findByRole('columnheader', { name: 'QA' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'QA filter' })).toBeInTheDocument();
  });

  it('gives Ready for Floral its heading, columns and three filters', async () => {
    renderListAt('/sites', listScreens.readyForFloral, admin);
    expect(await screen.findByRole('heading', { name: 'Ready for Floral' })).toBeInTheDocument();
    // The first column holds the row checkboxes of the bulk actions (issue 19), headed by the page's;
    // the Status header holds two sort buttons: the status and its '(n days)' of latest activity.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'ID',
      'Name',
      'Rooftops',
      'StatusLatest activity',
      'Members',
      'Launch Date',
      'Info',
      'Assign',
    ]);
    expect(within(screen.getAllByRole('columnheader')[0]!).getByRole('checkbox', { name: 'Select this page' })).toBeInTheDocument();
    expect(screen.getAllByRole('combobox').concat(screen.getAllByRole('textbox'))).toHaveLength(3);
  });
});

describe('SiteListView under React StrictMode', () => {
  // StrictMode (every development build) mounts, unmounts and remounts: @xstate/react stops the
  // actor, which aborts the first fetch, then restarts the very same actor refs. The first fetch's
  // abort rejection then reached the restarted fetch actor and the list showed its error.
  afterEach(() => configure({ reactStrictMode: false }));

  it('shows the rows the API answered, not the load error', async () => {
    configure({ reactStrictMode: true });
    const { fetchSites } = renderListAt('/sites', listScreens.allSites, admin);
    await waitFor(() => expect(fetchSites.calls).toHaveLength(2));
    const [first, second] = fetchSites.calls;
    // What ky does with an aborted request: reject with the signal's AbortError.
    expect(first?.signal?.aborted).toBe(true);
    await act(async () => first?.reject(first.signal?.reason));
    await act(async () => second?.resolve(fixturePage(fixtureRows, 45)));

    expect(await screen.findByRole('cell', { name: 'Oakwood Funeral Home' })).toBeInTheDocument();
    expect(screen.queryByText('The sites could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByText('Unable to load sites')).not.toBeInTheDocument();
  });
});
