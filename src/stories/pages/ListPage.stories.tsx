import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { listScreens } from '../../../domain/siteList/listScreens';
import type { Viewer } from '../../../domain/viewer';
import { storyWiring } from '../../testing/storyWiring';
import { adminViewer } from '../../testing/ViewWiring';
import { commandPaletteActorsFixture } from '../../views/commandPalette/commandPaletteFixtures';
import { inboxActorsFixture } from '../../views/inbox/inboxFixtures';
import { Shell } from '../../views/shell/Shell';
import { listRowActors, siteListActorsFixture } from '../../views/siteList/fixtures/siteListActors';
import { fixturePage, fixtureRows } from '../../views/siteList/fixtures/siteRows';
import { SiteListView } from '../../views/siteList/SiteListView';

/** A whole page renders many workflows at once: on a busy machine it takes longer than one view. */
const pageLoads = { timeout: 15_000 };

const designer: Viewer = { id: 11, role: 'designer', name: 'Dana Designer' };

/** The shell holding a real list: the sidebar, the header and a list screen with its rows, tabs and filters. */
const ListPage = ({ screen }: { screen: keyof typeof listScreens }) => (
  <Shell image={null} onSignOut={fn()} initiallyOpen>
    <SiteListView screen={listScreens[screen]} search={{}} onSearchChange={fn()} />
  </Shell>
);

/** The list at `path` as `viewer` sees it, answering with a page of fixture rows. */
const at = (path: string, viewer: Viewer = adminViewer, answers: Parameters<typeof siteListActorsFixture>[0] = {}) =>
  storyWiring({
    path,
    viewer,
    actors: () => ({
      siteList: siteListActorsFixture({ page: fixturePage(fixtureRows, 45), ...answers }),
      ...listRowActors(),
      commandPalette: commandPaletteActorsFixture(),
      inbox: inboxActorsFixture(),
    }),
  });

const meta = {
  title: 'listPage',
  component: ListPage,
  args: { screen: 'allSites' },
  parameters: { ...at('/sites') },
} satisfies Meta<typeof ListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSites: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'All Sites' }, pageLoads)).toBeInTheDocument();
    await expect(within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'All Sites' })).toHaveAttribute(
      'data-active',
    );
    await expect(await canvas.findByText(fixtureRows[0]!.name, {}, pageLoads)).toBeInTheDocument();
  },
};

export const AllSitesLoading: Story = {
  parameters: at('/sites', adminViewer, { fetchSites: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'All Sites' }, pageLoads)).toBeInTheDocument();
  },
};

export const MySitesDesigner: Story = {
  args: { screen: 'mySites' },
  parameters: at('/sites/me', designer),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Sites' }, pageLoads)).toBeInTheDocument();
    await expect(within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'My Sites' })).toHaveAttribute(
      'data-active',
    );
  },
};
