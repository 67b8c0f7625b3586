import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { listScreens } from '../../../domain/siteList/listScreens';
import { adminViewer } from '../../testing/ViewWiring';
import { storyWiring } from '../../testing/storyWiring';
import { listRowActors } from './fixtures/siteListActors';
import { fixtureRows } from './fixtures/siteRows';
import { SiteCardList } from './SiteCardList';

/** The phone layout of a site list: the same rows as the table, one card each. */
const meta = {
  title: 'siteCards',
  component: SiteCardList,
  args: { screen: listScreens.readyForDesigner, rows: fixtureRows, onAssigned: fn(), onSiteChanged: fn() },
  parameters: { layout: 'padded', ...storyWiring({ viewer: adminViewer, actors: () => listRowActors() }) },
} satisfies Meta<typeof SiteCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  args: { rows: null },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getAllByLabelText('Loading site')).toHaveLength(3);
  },
};

export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const cards = body.getAllByRole('listitem');
    await expect(cards).toHaveLength(fixtureRows.length);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('link', { name: 'Oakwood Funeral Home' })).toHaveAttribute('href', '/sites/id/1001');
    await expect(first.getByText('Launch Date')).toBeInTheDocument();
    // Ready for Designer assigns designers: the card carries the row's Assign select.
    await expect(first.getByText('Assign')).toBeInTheDocument();
    await expect(first.getByRole('button', { name: 'Notes of Oakwood Funeral Home' })).toBeInTheDocument();
  },
};
