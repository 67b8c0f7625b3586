import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { inboxActorsFixture, inboxNotifications } from './inboxFixtures';
import { InboxBell } from './InboxBell';
import { machineDoc } from '../../stories/machineDocs';
import { unreadBadgeMachine } from '../../../machines/inbox/unreadBadge.machine';
import { unreadBadgeNotes } from '../../stories/notes/shellNotes';

const wired = (answers: Parameters<typeof inboxActorsFixture>[0] = {}) =>
  storyWiring({ path: '/', actors: () => ({ inbox: inboxActorsFixture(answers) }) });

/** One story per state of unreadBadgeMachine. */
const meta = {
  title: 'unreadBadge',
  component: InboxBell,
  parameters: { machineDocs: [machineDoc(unreadBadgeMachine, unreadBadgeNotes)], ...wired() },
} satisfies Meta<typeof InboxBell>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** counting: the first read awaited; the bell shows no count. */
export const Counting: Story = {
  parameters: wired({ loadInbox: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  },
};

/** showing: two unread. */
export const Showing: Story = {
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('link', { name: 'Inbox, 2 unread' })).toBeInTheDocument();
  },
};

/** showing: all read, no badge. */
export const AllRead: Story = {
  parameters: wired({ notifications: inboxNotifications.map((item) => ({ ...item, read: true })) }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  },
};
