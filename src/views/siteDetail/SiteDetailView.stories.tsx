import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { siteDetail } from './fixtures/siteDetails';
import { SiteDetailsTab } from './SiteDetailsTab';
import { SiteDetailView } from './SiteDetailView';
import { never, siteDetailDecorator } from './storyDecorators';
import { stubSiteDetailServices } from './testing/siteDetailProviders';

const site = siteDetail({ trello_card_id: 'card1', organization_id: 'org-9', duda_id: 'abc123', launcher_label: 'Final QA' });
const admin = { id: 1, role: 'admin' as const, name: 'Ada Admin' };

const meta = {
  title: 'Site detail/SiteDetailView',
  component: SiteDetailView,
  args: { siteId: 1001, viewer: admin, children: <SiteDetailsTab /> },
} satisfies Meta<typeof SiteDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** loading: the skeleton while the site is read. */
export const Loading: Story = {
  decorators: [siteDetailDecorator(stubSiteDetailServices({ loadSite: () => never() }))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading site')).toHaveAttribute('aria-busy', 'true');
  },
};

/** loaded: header with every button an admin gets on a Final QA site with a builder project. */
export const Loaded: Story = {
  decorators: [siteDetailDecorator(stubSiteDetailServices({ loadSite: async () => site }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: site.name })).toBeInTheDocument();
    for (const name of ['Open Trello', 'Backend', 'Preview']) await expect(canvas.getByRole('link', { name })).toBeInTheDocument();
    for (const name of ['Edit Site', 'Stage Site']) await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
  },
};

/** loaded, as a designer on a site without a builder project: Create Duda Project instead. */
export const LoadedWithoutProject: Story = {
  args: { viewer: { id: 11, role: 'designer', name: 'Dana Designer' } },
  decorators: [siteDetailDecorator(stubSiteDetailServices({ loadSite: async () => siteDetail() }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Create Duda Project' })).toBeInTheDocument();
  },
};

let reads = 0;
/** loaded.refreshing: a saved addon re-reads the site; the page keeps showing it meanwhile. */
export const Refreshing: Story = {
  decorators: [
    siteDetailDecorator(
      stubSiteDetailServices({
        loadSite: () => (reads++ === 0 ? Promise.resolve(site) : never()),
        saveAddon: async (input) => ({ id: input.addonId, name: 'Flowers', setup: input.checked, committed: false }),
      }),
    ),
  ],
  beforeEach: () => {
    reads = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Setup: Flowers' }));
    await expect(await canvas.findByLabelText('Site summary')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: site.name })).toBeInTheDocument();
  },
};

/** notFound: the server answered 404. */
export const NotFound: Story = {
  decorators: [siteDetailDecorator(stubSiteDetailServices({ loadSite: async () => null }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Site not found' })).toBeInTheDocument();
  },
};

/** failed: the read failed; Retry reads again. */
export const Failed: Story = {
  decorators: [siteDetailDecorator(stubSiteDetailServices({ loadSite: () => Promise.reject(new Error('500')) }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
