import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { offline, refused, type StubAnswer } from '../../testing/stubAnswer';
import type { ProfileActors } from '../../../machines/profile/profile.actors';
import { profileActorsFixture } from './profileFixtures';
import { ProfileDetailsView } from './ProfileDetailsView';
import { machineDoc } from '../../stories/machineDocs';
import { profileDetailsMachine } from '../../../machines/profile/profileDetails.machine';
import { profileDetailsNotes } from '../../stories/notes/otherScreenNotes';

const wired = (answers: Partial<Record<keyof ProfileActors, StubAnswer>> = {}) =>
  storyWiring({ path: '/profile', actors: () => ({ profile: profileActorsFixture(answers) }) });

/** One story per state of profileDetailsMachine. */
const meta = {
  title: 'profileDetails',
  component: ProfileDetailsView,
  parameters: { machineDocs: [machineDoc(profileDetailsMachine, profileDetailsNotes)], ...wired() },
} satisfies Meta<typeof ProfileDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const rename = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  const name = await page.findByRole('textbox', { name: 'Name' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Dana W');
  await userEvent.click(page.getByRole('button', { name: 'Save' }));
  return page;
};

const upload = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await page.findByRole('button', { name: 'Change avatar' });
  const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('No file input for the avatar');
  await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
  return page;
};

export const Loading: Story = {
  parameters: wired({ loadProfile: 'pending' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByLabelText('Loading the profile')).toBeInTheDocument();
    await expect(page.queryByRole('textbox', { name: 'Name' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: wired({ loadProfile: offline }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Unable to load the profile')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The e-mail is shown but not editable: an admin changes it. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('textbox', { name: 'Name' })).toHaveValue('Dana Whitfield');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('readonly');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('dana@example.com');
    await expect(page.getByRole('textbox', { name: 'Trello member id' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Change avatar' })).toBeEnabled();
  },
};

export const Saving: Story = {
  parameters: wired({ saveProfile: 'pending' }),
  play: async ({ canvasElement }) => {
    const page = await rename(canvasElement);
    await waitFor(() => expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading', 'true'));
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Change avatar' })).toBeDisabled();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const page = await rename(canvasElement);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Profile saved')).toBeInTheDocument();
    await waitFor(() => expect(page.getByRole('button', { name: 'Save' })).toBeEnabled());
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Dana W');
  },
};

export const SaveRefused: Story = {
  parameters: wired({ saveProfile: refused(400, 'name must not be empty') }),
  play: async ({ canvasElement }) => {
    const page = await rename(canvasElement);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Unable to save the profile: name must not be empty'),
    ).toBeInTheDocument();
    await waitFor(() => expect(page.getByRole('button', { name: 'Save' })).toBeEnabled());
  },
};

export const Uploading: Story = {
  parameters: wired({ uploadAvatar: 'pending' }),
  play: async ({ canvasElement }) => {
    const page = await upload(canvasElement);
    await waitFor(() => expect(page.getByRole('button', { name: 'Change avatar' })).toHaveAttribute('data-loading', 'true'));
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const AvatarChanged: Story = {
  play: async ({ canvasElement }) => {
    const page = await upload(canvasElement);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Avatar changed')).toBeInTheDocument();
    await expect(page.getByRole('img', { name: "Dana Whitfield's avatar" })).toHaveAttribute(
      'src',
      '/api/avatars/0b7c2a52-1f3e-4c56-9d8e-2a4b6c8d0e1f.png',
    );
  },
};

export const AvatarTooLarge: Story = {
  parameters: wired({ uploadAvatar: refused(413, 'Images may be at most 10 MB') }),
  play: async ({ canvasElement }) => {
    const page = await upload(canvasElement);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Unable to change the avatar: Images may be at most 10 MB'),
    ).toBeInTheDocument();
    await waitFor(() => expect(page.getByRole('button', { name: 'Change avatar' })).toBeEnabled());
  },
};
