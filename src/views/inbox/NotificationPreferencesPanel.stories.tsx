import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { offline } from '../../testing/stubAnswer';
import { inboxActorsFixture } from './inboxFixtures';
import { NotificationPreferencesPanel } from './NotificationPreferencesPanel';
import { machineDoc } from '../../stories/machineDocs';
import { notificationPreferencesMachine } from '../../../machines/inbox/notificationPreferences.machine';
import { notificationPreferencesNotes } from '../../stories/notes/otherScreenNotes';

const wired = (answers: Parameters<typeof inboxActorsFixture>[0] = {}) =>
  storyWiring({ path: '/inbox', actors: () => ({ inbox: inboxActorsFixture(answers) }) });

/** One story per state of notificationPreferencesMachine. */
const meta = {
  title: 'notificationPreferences',
  component: NotificationPreferencesPanel,
  parameters: { machineDocs: [machineDoc(notificationPreferencesMachine, notificationPreferencesNotes)], ...wired() },
} satisfies Meta<typeof NotificationPreferencesPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  parameters: wired({ loadPreferences: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByLabelText('Loading notification preferences')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: wired({ loadPreferences: offline }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load your notification preferences')).toBeInTheDocument();
  },
};

/** ready: every kind received, no digest (where everyone starts). */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('checkbox', { name: 'Mentions' })).toBeChecked();
    await expect(body.getByRole('switch', { name: 'Daily e-mail digest at 8:00' })).not.toBeChecked();
  },
};

/** ready: launches only, with the digest. */
export const LaunchesWithDigest: Story = {
  parameters: wired({ preferences: { kinds: ['launch'], dailyDigest: true } }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('checkbox', { name: 'Launches' })).toBeChecked();
    await expect(body.getByRole('checkbox', { name: 'Mentions' })).not.toBeChecked();
    await expect(body.getByRole('switch', { name: 'Daily e-mail digest at 8:00' })).toBeChecked();
  },
};

/** saving: the digest turned on, shown before the server answers. */
export const Saving: Story = {
  parameters: wired({ savePreferences: 'pending' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('switch', { name: 'Daily e-mail digest at 8:00' }));
    await expect(body.getByRole('status')).toHaveTextContent('Saving…');
    await expect(body.getByRole('switch', { name: 'Daily e-mail digest at 8:00' })).toBeChecked();
  },
};
