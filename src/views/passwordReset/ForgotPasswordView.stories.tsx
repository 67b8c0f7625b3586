import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PasswordResetActors } from '../../../machines/passwordReset/passwordReset.actors';
import { storyWiring } from '../../testing/storyWiring';
import { offline, refused, type StubAnswer } from '../../testing/stubAnswer';
import { ForgotPasswordView } from './ForgotPasswordView';
import { passwordResetActorsFixture } from './passwordResetFixtures';
import { machineDoc } from '../../stories/machineDocs';
import { forgotPasswordMachine } from '../../../machines/passwordReset/forgotPassword.machine';
import { forgotPasswordNotes } from '../../stories/notes/signInNotes';

const wired = (answers: Partial<Record<keyof PasswordResetActors, StubAnswer>> = {}) =>
  storyWiring({ path: '/forgot-password', actors: () => ({ passwordReset: passwordResetActorsFixture(answers) }) });

/** One story per state of forgotPasswordMachine, and each way a request fails. */
const meta = {
  title: 'forgotPassword',
  component: ForgotPasswordView,
  parameters: { machineDocs: [machineDoc(forgotPasswordMachine, forgotPasswordNotes)], ...wired() },
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

const ask = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await userEvent.type(page.getByLabelText(/Email address/), 'dana@example.com');
  await userEvent.click(page.getByRole('button', { name: 'Send the link' }));
  return page;
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    await expect(page.getByLabelText(/Email address/)).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

export const Sending: Story = {
  parameters: wired({ requestLink: 'pending' }),
  play: async ({ canvasElement }) => {
    const page = await ask(canvasElement);
    await waitFor(() => expect(page.getByRole('button', { name: 'Send the link' })).toHaveAttribute('data-loading', 'true'));
    await expect(page.getByLabelText(/Email address/)).toBeDisabled();
  },
};

/** Every address gets the same answer, so nobody learns who has an account. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const page = await ask(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    await expect(page.getByRole('status')).toHaveTextContent(
      'If that address belongs to an account, a link to set a new password is on its way.',
    );
    await expect(page.getByText('The link works once, for 30 minutes.')).toBeInTheDocument();
  },
};

export const RateLimited: Story = {
  parameters: wired({ requestLink: refused(429, 'Too many requests. Try again in 12 minutes.') }),
  play: async ({ canvasElement }) => {
    const page = await ask(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('Too many requests. Try again in 12 minutes.');
    await expect(page.getByRole('button', { name: 'Send the link' })).toBeEnabled();
  },
};

export const ServerUnreachable: Story = {
  parameters: wired({ requestLink: offline }),
  play: async ({ canvasElement }) => {
    const page = await ask(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('Unable to send the link. Try again.');
  },
};
