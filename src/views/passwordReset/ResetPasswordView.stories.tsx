import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../domain/api/apiError';
import type { PasswordResetActors } from '../../../machines/passwordReset/passwordReset.actors';
import { storyWiring } from '../../testing/storyWiring';
import { refused, type StubAnswer } from '../../testing/stubAnswer';
import { passwordResetActorsFixture } from './passwordResetFixtures';
import { ResetPasswordView } from './ResetPasswordView';
import { machineDoc } from '../../stories/machineDocs';
import { resetPasswordMachine } from '../../../machines/passwordReset/resetPassword.machine';
import { resetPasswordNotes } from '../../stories/notes/signInNotes';

const wired = (answers: Partial<Record<keyof PasswordResetActors, StubAnswer>> = {}) =>
  storyWiring({ path: '/reset-password/the-token', actors: () => ({ passwordReset: passwordResetActorsFixture(answers) }) });

/** One story per state of resetPasswordMachine, and each way a new password is refused. */
const meta = {
  title: 'resetPassword',
  component: ResetPasswordView,
  args: { token: 'the-token' },
  parameters: { machineDocs: [machineDoc(resetPasswordMachine, resetPasswordNotes)], ...wired() },
} satisfies Meta<typeof ResetPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement, password = 'a brand new passphrase') => {
  const page = within(canvasElement);
  await userEvent.type(page.getByLabelText(/New password/), password);
  await userEvent.click(page.getByRole('button', { name: 'Set password' }));
  return page;
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    await expect(page.getByText('At least 12 characters, and not a common password.')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Set password' })).toBeEnabled();
  },
};

/** The policy refuses a short password before anything is sent. */
export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const page = await choose(canvasElement, 'short');
    await expect(await page.findByText('At least 12 characters')).toBeInTheDocument();
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
  },
};

export const CommonPassword: Story = {
  parameters: wired({
    resetPassword: {
      fail: new ApiError(400, { error: 'Invalid password', field: 'password', reason: 'This password is too common; choose another' }),
    },
  }),
  play: async ({ canvasElement }) => {
    const page = await choose(canvasElement);
    await expect(await page.findByText('This password is too common; choose another')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Set password' })).toBeEnabled();
  },
};

export const Saving: Story = {
  parameters: wired({ resetPassword: 'pending' }),
  play: async ({ canvasElement }) => {
    const page = await choose(canvasElement);
    await waitFor(() => expect(page.getByRole('button', { name: 'Set password' })).toHaveAttribute('data-loading', 'true'));
    await expect(page.getByLabelText(/New password/)).toBeDisabled();
  },
};

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const page = await choose(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent('Your new password is set, and every session of yours is signed out.');
    await expect(page.getByRole('heading', { name: 'Password set' })).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const LinkGone: Story = {
  parameters: wired({ resetPassword: refused(410, 'This reset link is invalid or has expired') }),
  play: async ({ canvasElement }) => {
    const page = await choose(canvasElement);
    await expect(await page.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    await expect(page.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    await expect(page.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
  },
};
