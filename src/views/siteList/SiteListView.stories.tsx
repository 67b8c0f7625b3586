import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { listScreens } from '../../../domain/siteList/listScreens';
import type { Viewer } from '../../../domain/viewer';
import { onPhone } from '../../testing/onPhone';
import { adminViewer } from '../../testing/ViewWiring';
import { storyWiring } from '../../testing/storyWiring';
import { offline } from '../../testing/stubAnswer';
import { listRowActors, siteListActorsFixture } from './fixtures/siteListActors';
import { fixturePage, fixtureRows } from './fixtures/siteRows';
import { SiteListView } from './SiteListView';
import { machineDoc } from '../../stories/machineDocs';
import { siteListMachine } from '../../../machines/siteList/siteList.machine';
import { myStatsMachine } from '../../../machines/siteList/myStats.machine';
import { myStatsNotes, siteListNotes } from '../../stories/notes/listNotes';

const designer: Viewer = { id: 11, role: 'designer', name: 'Dana Designer' };
const am: Viewer = { id: 31, role: 'am', name: 'Morgan Manager' };
const florist: Viewer = { id: 51, role: 'florist', name: 'Flora Bloom' };

/** The list at `path` as `viewer` sees it, its site-list calls answering as asked; the rows' own workflows answer as usual. */
const wired = (answers: Parameters<typeof siteListActorsFixture>[0] = {}, viewer: Viewer = adminViewer, path = '/sites') =>
  storyWiring({ path, viewer, actors: () => ({ siteList: siteListActorsFixture(answers), ...listRowActors() }) });

/** One story per state of siteListMachine, plus the screens that add columns, cards or tabs. */
const meta = {
  title: 'siteList',
  component: SiteListView,
  args: { screen: listScreens.allSites, search: {}, onSearchChange: fn() },
  parameters: {
    machineDocs: [machineDoc(siteListMachine, siteListNotes), machineDoc(myStatsMachine, myStatsNotes)],
    layout: 'padded',
    ...wired({ page: fixturePage(fixtureRows, 45) }),
  },
} satisfies Meta<typeof SiteListView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A site of the list: a table row on a desktop, a card (a list item) on a phone. */
const siteRole = (canvasElement: HTMLElement) => (onPhone(canvasElement) ? 'listitem' : 'row');

export const Loading: Story = {
  parameters: wired({ fetchSites: 'pending' }),
  play: async ({ canvasElement }) => {
    // Three placeholder rows on a desktop, three placeholder cards on a phone.
    const placeholderRole = onPhone(canvasElement) ? 'status' : 'row';
    await expect(await page(canvasElement).findAllByRole(placeholderRole, { name: 'Loading site' })).toHaveLength(3);
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Showing 1 to 20 of 45 sites')).toBeInTheDocument();
    await expect(body.getByRole('link', { name: '3 change(s) needed' })).toHaveAttribute('href', '/sites/id/1001/qa');
    await expect(body.getAllByRole('button', { name: 'Editor' })).toHaveLength(2);
  },
};

/** loaded.rereading: a colleague changed a site on the page; the rows stay while the page is read again. */
export const Rereading: Story = {
  parameters: wired({ page: fixturePage(fixtureRows, 45), liveChange: true, refetchSites: 'pending' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const total = await body.findByText('Showing 1 to 20 of 45 sites');
    await waitFor(() => expect(total.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true'));
    await expect(body.getByRole(siteRole(canvasElement), { name: 'Oakwood Funeral Home' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: wired({ page: fixturePage([], 0) }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('No results found')).toBeInTheDocument();
    await expect(body.getByText('No sites match these filters.')).toBeInTheDocument();
  },
};

/** An empty queue says what belongs there and offers a way on. */
export const EmptyQueueWithFilters: Story = {
  args: { screen: listScreens.readyForQa, search: { query: 'oak' } },
  parameters: wired({ page: fixturePage([], 0) }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('No sites are waiting for QA. Sites show here in Pre-Staging QA and Final QA.')).toBeInTheDocument();
    await expect(body.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
    await expect(body.getByRole('link', { name: 'Go to All Sites' })).toHaveAttribute('href', '/sites');
  },
};

export const Error: Story = {
  parameters: wired({ fetchSites: offline }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Unable to load sites')).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Filtered: Story = {
  args: { search: { query: 'oak', label: 'Revisions Needed', corporation: 1 } },
  parameters: wired({ page: fixturePage(fixtureRows.slice(0, 1), 1) }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Showing 1 to 1 of 1 sites')).toBeInTheDocument();
    await expect(body.getByRole('textbox', { name: 'Search sites' })).toHaveValue('oak');
    await expect(body.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  },
};

export const ReadyForFloral: Story = {
  args: { screen: listScreens.readyForFloral },
  parameters: wired(
    {
      page: fixturePage(
        fixtureRows.filter((row) => row.florist_id === null),
        3,
      ),
    },
    florist,
    '/sites/floral-unassigned',
  ),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('heading', { name: 'Ready for Floral' })).toBeInTheDocument();
    await expect(await body.findAllByRole('button', { name: 'Assign to me' })).toHaveLength(3);
  },
};

export const MySitesDesigner: Story = {
  args: { screen: listScreens.mySites },
  parameters: wired({ page: fixturePage(fixtureRows, 4) }, designer, '/sites/me'),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByLabelText('Design')).toHaveTextContent('6');
    await expect(body.getByLabelText('Live')).toHaveTextContent('41');
  },
};

/** 'Launching this week' chosen and none of the designer's sites launches this week: the list says so (decision 0630). */
export const MySitesWeekCardEmpty: Story = {
  args: { screen: listScreens.mySites, search: { card: 'weekLaunches' } },
  parameters: wired(
    {
      page: fixturePage([], 0),
      week: { from: '2026-11-23', to: '2026-11-29', launches: 0, revisions: { waitingFor: 'unfixed', sites: 1 }, ageing: 0 },
    },
    designer,
    '/sites/me?card=weekLaunches',
  ),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('No results found')).toBeInTheDocument();
    // The card says its 0 in words, and the empty list below it says the same of itself.
    await waitFor(() => expect(body.getAllByText('None of your sites launches this week.')).toHaveLength(2));
    await expect(body.queryByText(/No sites are assigned to you/)).toBeNull();
    await expect(body.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  },
};

/** The stats cards are left out when they cannot be loaded; the list still shows. */
export const MySitesStatsFailed: Story = {
  args: { screen: listScreens.mySites },
  parameters: wired({ page: fixturePage(fixtureRows, 4), loadMyStats: offline }, designer, '/sites/me'),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Showing 1 to 4 of 4 sites')).toBeInTheDocument();
    await expect(body.queryByLabelText('Design')).toBeNull();
  },
};

export const ReadyForCoaching: Story = {
  args: { screen: listScreens.readyForCoaching },
  parameters: wired({ page: fixturePage(fixtureRows.slice(0, 2), 2) }, am, '/sites/coaching-sessions'),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    if (onPhone(canvasElement)) {
      // A phone has no table header: each site's card has its own Coaching line.
      const cards = within(await body.findByRole('list', { name: 'Sites' })).getAllByRole('listitem');
      await expect(cards).toHaveLength(2);
      for (const card of cards) await expect(within(card).getByText('Coaching')).toBeInTheDocument();
    } else {
      await expect(await body.findByRole('columnheader', { name: 'Coaching' })).toBeInTheDocument();
    }
    // The header stands while the page loads; the rows follow it.
    await expect(await body.findAllByRole('button', { name: 'Mark Coached' })).toHaveLength(2);
  },
};

export const SeoPostLive: Story = {
  args: { screen: listScreens.seo, search: { tab: 'post-live' } },
  parameters: wired({ page: fixturePage(fixtureRows.slice(1, 2), 1) }, adminViewer, '/sites/seo'),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('tab', { name: 'Post-Live', selected: true })).toBeInTheDocument();
    await expect(await body.findByRole(siteRole(canvasElement), { name: 'Riverside Chapel' })).toBeInTheDocument();
  },
};
