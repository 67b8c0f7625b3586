import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppProviders } from '../../app/AppProviders';
import { logEntriesFixture, logNow } from './logFixtures';
import { RecentUpdates } from './RecentUpdates';

const meta = {
  title: 'Activity/RecentUpdates',
  component: RecentUpdates,
  decorators: [
    (Story) => (
      <AppProviders>
        <Story />
      </AppProviders>
    ),
  ],
  args: { fhid: 1042, now: logNow, fetchLog: async () => logEntriesFixture },
} satisfies Meta<typeof RecentUpdates>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = { args: { fetchLog: () => new Promise(() => {}) } };

export const LoadFailed: Story = {
  args: { fetchLog: async () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load recent updates')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { fetchLog: async () => [] },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('No updates yet')).toBeInTheDocument();
  },
};

/** Newest first: who, what and how long ago. */
export const Timeline: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Launch scheduled for Mar 18, 2025')).toBeInTheDocument();
    await expect(body.getByText('an hour ago')).toBeInTheDocument();
    await expect(body.getByText('System')).toBeInTheDocument();
  },
};
