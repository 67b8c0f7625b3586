import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { offline, type StubAnswer } from '../../testing/stubAnswer';
import { storyWiring } from '../../testing/storyWiring';
import { ContentLibrarySyncButton } from './ContentLibrarySyncButton';
import { siteDetailActorsFixture } from './fixtures/siteDetailActors';
import { machineDoc } from '../../stories/machineDocs';
import { contentLibrarySyncMachine } from '../../../machines/siteDetail/contentLibrarySync.machine';
import { contentLibrarySyncNotes } from '../../stories/notes/sitePageNotes';

/** The button with its own sync call, answering, hanging or failing as asked. */
const wired = (syncContentLibrary: StubAnswer = 'answer') =>
  storyWiring({ actors: () => ({ siteDetail: siteDetailActorsFixture({ syncContentLibrary }) }) });

const meta = {
  title: 'contentLibrarySync',
  component: ContentLibrarySyncButton,
  args: { siteId: 1001, hasProject: true },
  parameters: { machineDocs: [machineDoc(contentLibrarySyncMachine, contentLibrarySyncNotes)], ...wired() },
} satisfies Meta<typeof ContentLibrarySyncButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const button = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Sync Content Library' });

/** idle: ready to sync. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement)).toBeEnabled();
  },
};

/** idle, on a site without a builder project: nothing to sync yet. */
export const WithoutProject: Story = {
  args: { hasProject: false },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement)).toBeDisabled();
    await expect(button(canvasElement)).toHaveAttribute('title', 'Create or link a builder project first');
  },
};

/** syncing: the call has not answered. */
export const Syncing: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await expect(button(canvasElement)).toHaveAttribute('data-loading');
  },
};

/** idle after a sync: 'Finished updating content library!'. */
export const Synced: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await expect(await page(canvasElement).findByText('Finished updating content library!')).toBeInTheDocument();
    await expect(button(canvasElement)).not.toHaveAttribute('data-loading');
  },
};

/** idle after a failed sync: 'Unable to update content library'. */
export const SyncFailed: Story = {
  parameters: wired(offline),
  play: async ({ canvasElement }) => {
    await userEvent.click(button(canvasElement));
    await expect(await page(canvasElement).findByText('Unable to update content library')).toBeInTheDocument();
    await expect(button(canvasElement)).toBeEnabled();
  },
};
