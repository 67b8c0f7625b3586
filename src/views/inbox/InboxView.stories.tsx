import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { offline } from '../../testing/stubAnswer';
import { inboxActorsFixture } from './inboxFixtures';
import { InboxView } from './InboxView';
import { machineDoc } from '../../stories/machineDocs';
import { inboxMachine } from '../../../machines/inbox/inbox.machine';
import { inboxNotes } from '../../stories/notes/otherScreenNotes';

const wired = (answers: Parameters<typeof inboxActorsFixture>[0] = {}) =>
  storyWiring({ path: '/inbox', actors: () => ({ inbox: inboxActorsFixture(answers) }) });

/** One story per state of inboxMachine. */
const meta = {
  title: 'inbox',
  component: InboxView,
  parameters: { machineDocs: [machineDoc(inboxMachine, inboxNotes)], ...wired() },
} satisfies Meta<typeof InboxView>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  parameters: wired({ loadInbox: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByLabelText('Loading notifications')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: wired({ loadInbox: offline }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** ready.idle: newest first, grouped by site, the unread ones marked. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const smith = within(await body.findByRole('region', { name: 'Smith & Sons Funeral Home' }));
    await expect(smith.getAllByRole('link')).toHaveLength(2);
    await expect(body.getByRole('region', { name: 'Oakwood Memorial Chapel' })).toBeInTheDocument();
    await expect(body.getAllByText('Unread')).toHaveLength(2);
  },
};

/** ready.idle with nothing to show. */
export const Empty: Story = {
  parameters: wired({ notifications: [] }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Nothing here: you are all caught up.')).toBeInTheDocument();
  },
};

/** ready.marking: Mark all read pressed, the answer awaited. */
export const Marking: Story = {
  parameters: wired({ markRead: 'pending' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Mark all read' }));
    await expect(body.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
};

/** ready.snoozing: a notification snoozed until tomorrow, the answer awaited. */
export const Snoozing: Story = {
  parameters: wired({ snooze: 'pending' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const oakwood = within(await body.findByRole('region', { name: 'Oakwood Memorial Chapel' }));
    await userEvent.click(oakwood.getByRole('button', { name: 'Snooze' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Until tomorrow' }));
    await expect(oakwood.getByRole('button', { name: 'Snooze' })).toBeDisabled();
  },
};

/** ready.reloading: marked read, the list read again. */
export const Reloading: Story = {
  parameters: wired({ reloadInbox: 'pending' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const oakwood = within(await body.findByRole('region', { name: 'Oakwood Memorial Chapel' }));
    await userEvent.click(oakwood.getByRole('button', { name: 'Mark read' }));
    await expect(body.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
};

/** Preferences opens the kinds received and the digest above the list. */
export const WithPreferences: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Preferences' }));
    const panel = within(body.getByRole('region', { name: 'Notification preferences' }));
    await expect(await panel.findByRole('checkbox', { name: 'Revisions' })).toBeChecked();
  },
};
