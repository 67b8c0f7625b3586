import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ProfileActors } from '../../../machines/profile/profile.actors';
import { storyWiring } from '../../testing/storyWiring';
import { offline, refused, type StubAnswer } from '../../testing/stubAnswer';
import { profileActorsFixture } from './profileFixtures';
import { SessionsView } from './SessionsView';
import { machineDoc } from '../../stories/machineDocs';
import { sessionsMachine } from '../../../machines/profile/sessions.machine';
import { sessionsNotes } from '../../stories/notes/otherScreenNotes';

const wired = (answers: Partial<Record<keyof ProfileActors, StubAnswer>> = {}) =>
  storyWiring({ path: '/profile/sessions', actors: () => ({ profile: profileActorsFixture(answers) }) });

/** One story per state of sessionsMachine. */
const meta = {
  title: 'sessions',
  component: SessionsView,
  parameters: { machineDocs: [machineDoc(sessionsMachine, sessionsNotes)], ...wired() },
} satisfies Meta<typeof SessionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmTitle = 'Sign out every other session?';
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const endPhone = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  const phone = await page.findByRole('region', { name: 'Safari on iPhone' });
  await userEvent.click(within(phone).getByRole('button', { name: 'Sign out' }));
  return page;
};

const askToEndOthers = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: 'Sign out every other session' }));
  return body(canvasElement).findByRole('dialog', { name: confirmTitle });
};

export const Loading: Story = {
  parameters: wired({ loadSessions: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading sessions')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: wired({ loadSessions: offline }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Unable to load your sessions')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The session in use is marked and cannot be signed out here. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const current = await page.findByRole('region', { name: 'Chrome on Windows' });
    await expect(within(current).getByText('This session')).toBeInTheDocument();
    await expect(within(current).queryByRole('button', { name: 'Sign out' })).toBeNull();
    const phone = page.getByRole('region', { name: 'Safari on iPhone' });
    await expect(phone).toHaveTextContent('198.51.100.7');
    await expect(within(phone).getByRole('button', { name: 'Sign out' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Sign out every other session' })).toBeEnabled();
  },
};

export const Ending: Story = {
  parameters: wired({ endSession: 'pending' }),
  play: async ({ canvasElement }) => {
    const page = await endPhone(canvasElement);
    await waitFor(() => expect(page.getByRole('button', { name: 'Sign out every other session' })).toBeDisabled());
    await expect(within(page.getByRole('region', { name: 'Safari on iPhone' })).getByRole('button', { name: 'Sign out' })).toBeDisabled();
  },
};

export const Ended: Story = {
  play: async ({ canvasElement }) => {
    await endPhone(canvasElement);
    await expect(await body(canvasElement).findByText('Session signed out')).toBeInTheDocument();
  },
};

export const EndRefused: Story = {
  parameters: wired({ endSession: refused(404, 'Session not found') }),
  play: async ({ canvasElement }) => {
    await endPhone(canvasElement);
    await expect(await body(canvasElement).findByText('Unable to sign the session out: Session not found')).toBeInTheDocument();
  },
};

export const ConfirmingOthers: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askToEndOthers(canvasElement);
    await expect(dialog).toHaveTextContent('Every browser signed in as you, but this one, is signed out at once.');
    await expect(within(dialog).getByRole('button', { name: 'Sign out others' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const EndingOthers: Story = {
  parameters: wired({ endOtherSessions: 'pending' }),
  play: async ({ canvasElement }) => {
    const dialog = await askToEndOthers(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sign out others' })).toHaveAttribute('data-loading', 'true'));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const OthersEnded: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askToEndOthers(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    await expect(await body(canvasElement).findByText('Every other session is signed out')).toBeInTheDocument();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: confirmTitle })).toBeNull());
  },
};
