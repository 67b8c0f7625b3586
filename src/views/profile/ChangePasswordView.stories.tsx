import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../domain/api/apiError';
import type { ProfileActors } from '../../../machines/profile/profile.actors';
import { storyWiring } from '../../testing/storyWiring';
import { offline, type StubAnswer } from '../../testing/stubAnswer';
import { ChangePasswordView } from './ChangePasswordView';
import { profileActorsFixture } from './profileFixtures';
import { machineDoc } from '../../stories/machineDocs';
import { changePasswordMachine } from '../../../machines/profile/changePassword.machine';
import { changePasswordNotes } from '../../stories/notes/otherScreenNotes';

const wired = (answers: Partial<Record<keyof ProfileActors, StubAnswer>> = {}) =>
  storyWiring({ path: '/profile/password', actors: () => ({ profile: profileActorsFixture(answers) }) });

/** One story per state of changePasswordMachine, and each way a change comes back. */
const meta = {
  title: 'changePassword',
  component: ChangePasswordView,
  parameters: { machineDocs: [machineDoc(changePasswordMachine, changePasswordNotes)], ...wired() },
} satisfies Meta<typeof ChangePasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

const change = async (canvasElement: HTMLElement, newPassword = 'a much longer passphrase') => {
  const page = within(canvasElement);
  await userEvent.type(page.getByLabelText(/Current password/), 'the old passphrase');
  await userEvent.type(page.getByLabelText(/New password/), newPassword);
  await userEvent.click(page.getByRole('button', { name: 'Change password' }));
  return page;
};

const toasts = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Changing your password signs out every other session of yours.')).toBeInTheDocument();
    await expect(page.getByLabelText(/Current password/)).toBeEnabled();
    await expect(page.getByText('At least 12 characters, and not a common password.')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Change password' })).toBeEnabled();
  },
};

/** The policy refuses a short password before anything is sent (a request would hang, disabling the fields). */
export const TooShort: Story = {
  parameters: wired({ changePassword: 'pending' }),
  play: async ({ canvasElement }) => {
    const page = await change(canvasElement, 'short');
    await expect(await page.findByText('At least 12 characters')).toBeInTheDocument();
    await expect(page.getByLabelText(/Current password/)).toBeEnabled();
  },
};

export const Changing: Story = {
  parameters: wired({ changePassword: 'pending' }),
  play: async ({ canvasElement }) => {
    const page = await change(canvasElement);
    await waitFor(() => expect(page.getByRole('button', { name: 'Change password' })).toHaveAttribute('data-loading', 'true'));
    await expect(page.getByLabelText(/Current password/)).toBeDisabled();
    await expect(page.getByLabelText(/New password/)).toBeDisabled();
  },
};

/** A change empties the form and says the other sessions are signed out. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const page = await change(canvasElement);
    await expect(await toasts(canvasElement).findByText('Password changed; your other sessions are signed out')).toBeInTheDocument();
    await waitFor(() => expect(page.getByLabelText(/Current password/)).toHaveValue(''));
    await expect(page.getByLabelText(/New password/)).toHaveValue('');
  },
};

export const WrongCurrentPassword: Story = {
  parameters: wired({
    changePassword: {
      fail: new ApiError(400, { error: 'Invalid currentPassword', field: 'currentPassword', reason: 'is not your current password' }),
    },
  }),
  play: async ({ canvasElement }) => {
    const page = await change(canvasElement);
    await expect(await page.findByText('Not your current password')).toBeInTheDocument();
    await expect(page.getByLabelText(/Current password/)).toBeEnabled();
  },
};

export const CommonPassword: Story = {
  parameters: wired({
    changePassword: {
      fail: new ApiError(400, {
        error: 'Invalid newPassword',
        field: 'newPassword',
        reason: 'This password is too common; choose another',
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    const page = await change(canvasElement);
    await expect(await page.findByText('This password is too common; choose another')).toBeInTheDocument();
  },
};

export const ServerUnreachable: Story = {
  parameters: wired({ changePassword: offline }),
  play: async ({ canvasElement }) => {
    const page = await change(canvasElement);
    await expect(await toasts(canvasElement).findByText('Unable to change the password')).toBeInTheDocument();
    await expect(page.getByLabelText(/Current password/)).toBeEnabled();
  },
};
