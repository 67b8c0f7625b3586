import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { adminViewer } from '../../testing/ViewWiring';
import { siteDetailPageActors } from './fixtures/siteDetailActors';
import { siteDetail, siteDetailLookups } from './fixtures/siteDetails';
import { SiteHeader } from './SiteHeader';

const site = siteDetail({ trello_card_id: 'card1', organization_id: 'org-9', duda_id: 'abc123', launcher_label: 'Final QA' });

const meta = {
  title: 'siteHeader',
  component: SiteHeader,
  args: { site, onChanged: fn(), phone: true },
  parameters: {
    ...storyWiring({
      viewer: adminViewer,
      lookups: siteDetailLookups,
      path: `/sites/id/${site.id}`,
      actors: () => siteDetailPageActors({ site }),
    }),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone (issue 33): the name, the status and 'Site actions', with the other controls hidden. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: site.name })).toBeInTheDocument();
    await expect(canvas.getByText('Final QA')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Site actions' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Stage Site' })).not.toBeInTheDocument();
  },
};

/** On a phone, 'Site actions' open: every control the desktop header has for an admin on a Final QA site. */
export const PhoneActionsOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Site actions' }));
    const shown = within(canvas.getByRole('group', { name: 'Site actions' }));
    for (const name of ['Open Trello', 'Backend', 'Preview', 'View Pages'])
      await expect(shown.getByRole('link', { name })).toBeInTheDocument();
    for (const name of ['Edit Site', 'Copy preview link', 'Stage Site', 'Go Live', 'Status'])
      await expect(shown.getByRole('button', { name })).toBeInTheDocument();
  },
};
