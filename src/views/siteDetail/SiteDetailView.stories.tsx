import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Viewer } from '../../../domain/viewer';
import { onPhone } from '../../testing/onPhone';
import { offline, refused } from '../../testing/stubAnswer';
import { storyWiring } from '../../testing/storyWiring';
import { adminViewer } from '../../testing/ViewWiring';
import { siteDetailPageActors } from './fixtures/siteDetailActors';
import { siteDetail, siteDetailLookups } from './fixtures/siteDetails';
import { SiteDetailsTab } from './SiteDetailsTab';
import { SiteDetailView } from './SiteDetailView';
import { machineDoc } from '../../stories/machineDocs';
import { siteDetailMachine } from '../../../machines/siteDetail/siteDetail.machine';
import { siteDetailNotes } from '../../stories/notes/sitePageNotes';

const site = siteDetail({ trello_card_id: 'card1', organization_id: 'org-9', duda_id: 'abc123', launcher_label: 'Final QA' });

type Answers = Parameters<typeof siteDetailPageActors>[0];

/** The page at the site's address with its own calls, answering, hanging or failing as asked. */
const wired = (answers: Answers = {}, viewer: Viewer = adminViewer) =>
  storyWiring({
    viewer,
    lookups: siteDetailLookups,
    path: `/sites/id/${site.id}`,
    actors: () => siteDetailPageActors({ site, ...answers }),
  });

const meta = {
  title: 'siteDetail',
  component: SiteDetailView,
  args: { siteId: site.id, children: <SiteDetailsTab /> },
  parameters: { machineDocs: [machineDoc(siteDetailMachine, siteDetailNotes)], ...wired() },
} satisfies Meta<typeof SiteDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's controls: on a phone they wait behind 'Site actions', which a phone user opens first. */
const headerControls = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  if (!onPhone(canvasElement)) return canvas;
  await userEvent.click(await canvas.findByRole('button', { name: 'Site actions' }));
  return within(canvas.getByRole('group', { name: 'Site actions' }));
};

/** loading: the skeleton while the site is read. */
export const Loading: Story = {
  parameters: wired({ loadSite: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading site')).toHaveAttribute('aria-busy', 'true');
  },
};

/** loaded: header with every button an admin gets on a Final QA site with a builder project, and the Credentials. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: site.name })).toBeInTheDocument();
    const header = await headerControls(canvasElement);
    for (const name of ['Open Trello', 'Backend', 'Preview', 'View Pages'])
      await expect(header.getByRole('link', { name })).toBeInTheDocument();
    for (const name of ['Edit Site', 'Stage Site', 'Copy preview link'])
      await expect(header.getByRole('button', { name })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sync Content Library' })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Reveal DNS password' })).toBeInTheDocument();
  },
};

/** loaded, as a designer on a site without a builder project: Create Duda Project instead. */
export const LoadedWithoutProject: Story = {
  parameters: wired({ site: siteDetail() }, { id: 11, role: 'designer', name: 'Dana Designer' }),
  play: async ({ canvasElement }) => {
    const header = await headerControls(canvasElement);
    await expect(await header.findByRole('link', { name: 'Create Duda Project' })).toBeInTheDocument();
  },
};

/** loaded, as an SDR: no View Pages (part 2 §6). */
export const LoadedAsSdr: Story = {
  parameters: wired({}, { id: 12, role: 'sdr', name: 'Sam Sdr' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: site.name })).toBeInTheDocument();
    await expect((await headerControls(canvasElement)).queryByRole('link', { name: 'View Pages' })).not.toBeInTheDocument();
    // The intake's secrets are for admins only (decisions.md §9): the Details tab is there without them.
    await expect(canvas.getByRole('heading', { name: 'Addons' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Credentials' })).not.toBeInTheDocument();
  },
};

/** loaded.refreshing: a saved addon re-reads the site; the page keeps showing it meanwhile. */
export const Refreshing: Story = {
  parameters: wired({ reloadSite: 'pending' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Setup: Flowers' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Setup unchecked')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Site summary')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: site.name })).toBeInTheDocument();
  },
};

/** notFound: the server answered 404. */
export const NotFound: Story = {
  parameters: wired({ loadSite: refused(404, 'Site not found') }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Site not found' })).toBeInTheDocument();
  },
};

/** failed: the read failed; Retry reads again. */
export const Failed: Story = {
  parameters: wired({ loadSite: offline }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`Error retrieving details for site ${site.id}`)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
