import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { listScreens } from '../../../domain/siteList/listScreens';
import { fixturePage, fixtureRows } from './fixtures/siteRows';
import type { ListViewer } from './listViewer';
import { SiteListView } from './SiteListView';
import type { SiteListServices } from './siteListServices';
import { SiteListDataProviders, stubServices } from './testing/siteListProviders';

const admin: ListViewer = { role: 'admin', userId: 1, name: 'Ada Admin' };
const designer: ListViewer = { role: 'designer', userId: 11, name: 'Dana Designer' };
const am: ListViewer = { role: 'am', userId: 31, name: 'Morgan Manager' };

const never = () => new Promise<never>(() => {});

/** One story per state of siteListMachine, plus the screens that add columns or cards. */
const servicesFor = (fetchSites: SiteListServices['fetchSites'], extra: Partial<SiteListServices> = {}) =>
  stubServices({
    fetchSites,
    assignPerson: async () => true,
    fetchEditorUrl: async () => 'about:blank',
    markCoached: async () => ({ last_coaching_session: '2025-06-15', pretty_last_coaching_session: 'Jun 15, 2025' }),
    ...extra,
  });

const meta = {
  title: 'Site lists/SiteListView',
  component: SiteListView,
  parameters: { layout: 'padded', router: { path: '/sites' } },
  args: {
    screen: listScreens.allSites,
    viewer: admin,
    search: {},
    onSearchChange: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <SiteListDataProviders services={(parameters.services as SiteListServices | undefined) ?? servicesFor(never)}>
        <Story />
      </SiteListDataProviders>
    ),
  ],
} satisfies Meta<typeof SiteListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { services: servicesFor(never) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('row', { name: 'Loading site' })).toHaveLength(3);
  },
};

export const Loaded: Story = {
  parameters: { services: servicesFor(async () => fixturePage(fixtureRows, 45)) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Showing 1 to 20 of 45 sites')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: '3 change(s) needed' })).toHaveAttribute('href', '/sites/id/1001/qa');
  },
};

export const Empty: Story = {
  parameters: { services: servicesFor(async () => fixturePage([], 0)) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No results found')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { services: servicesFor(() => Promise.reject(new globalThis.Error('503'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByText('Unable to load sites')).toBeInTheDocument();
  },
};

export const Filtered: Story = {
  args: { search: { query: 'oak', label: 'Revisions Needed', corporation: 1 } },
  parameters: { services: servicesFor(async () => fixturePage(fixtureRows.slice(0, 1), 1)) },
};

export const ReadyForFloral: Story = {
  args: { screen: listScreens.readyForFloral, viewer: { role: 'florist', userId: 51, name: 'Flora Bloom' } },
  parameters: {
    router: { path: '/sites/floral-unassigned' },
    services: servicesFor(async () => fixturePage(fixtureRows.filter((row) => row.florist_id === null), 3)),
  },
};

export const MySitesDesigner: Story = {
  args: { screen: listScreens.mySites, viewer: designer },
  parameters: {
    router: { path: '/sites/me' },
    services: servicesFor(async () => fixturePage(fixtureRows, 4), {
      fetchMyStats: async () => ({ kind: 'designer', counts: { design: 6, review: 2, staged: 3, live: 41 } }),
    }),
  },
};

export const ReadyForCoaching: Story = {
  args: { screen: listScreens.readyForCoaching, viewer: am },
  parameters: {
    router: { path: '/sites/coaching-sessions' },
    services: servicesFor(async () => fixturePage(fixtureRows.slice(0, 2), 2)),
  },
};

export const SeoPostLive: Story = {
  args: { screen: listScreens.seo, search: { tab: 'post-live' } },
  parameters: { router: { path: '/sites/seo' }, services: servicesFor(async () => fixturePage(fixtureRows.slice(1, 2), 1)) },
};
