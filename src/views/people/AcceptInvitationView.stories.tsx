import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { offline, refused, type StubAnswer } from '../../testing/stubAnswer';
import { acceptInvitationActorsFixture } from './peopleFixtures';
import { AcceptInvitationView } from './AcceptInvitationView';
import { machineDoc } from '../../stories/machineDocs';
import { acceptInvitationMachine } from '../../../machines/people/acceptInvitation.machine';
import { acceptInvitationNotes } from '../../stories/notes/signInNotes';

const wired = (read: StubAnswer = 'answer', accept: StubAnswer = 'pending') =>
  storyWiring({ path: '/invitation/abc', actors: () => ({ acceptInvitation: acceptInvitationActorsFixture(read, accept) }) });

/** One story per state of acceptInvitationMachine. */
const meta = {
  title: 'acceptInvitation',
  component: AcceptInvitationView,
  args: { token: 'a'.repeat(43), onSignedIn: fn() },
  parameters: { machineDocs: [machineDoc(acceptInvitationMachine, acceptInvitationNotes)], ...wired() },
} satisfies Meta<typeof AcceptInvitationView>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Reading: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByLabelText('Reading the invitation')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: wired(offline),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to read the invitation')).toBeInTheDocument();
  },
};

export const Unusable: Story = {
  parameters: wired(refused(410, 'This invitation has expired, was revoked or was already used')),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('This invitation has expired, was revoked or was already used')).toBeInTheDocument();
  },
};

/** ready: the password form, which says the policy while typing. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Ivy Invited, choose a password for ivy@example.com.')).toBeInTheDocument();
    await userEvent.type(body.getByLabelText(/^Password/), 'short');
    // Not sent: the empty repeat field would open the browser's own 'Please fill out this field.' bubble, which
    // Chromium draws a little differently from one screenshot to the next.
    await expect(await body.findByText('At least 12 characters')).toBeInTheDocument();
  },
};

/** accepting: sent, waiting for the server. */
export const Accepting: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(await body.findByLabelText(/^Password/), 'a long new password 42');
    await userEvent.type(body.getByLabelText(/^Repeat the password/), 'a long new password 42');
    await userEvent.click(body.getByRole('button', { name: 'Set password and sign in' }));
    await expect(body.getByRole('button', { name: 'Set password and sign in' })).toHaveAttribute('data-loading');
  },
};

/** accepted: the page hands the new session to its route. */
export const Accepted: Story = {
  parameters: wired('answer', 'answer'),
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await userEvent.type(await body.findByLabelText(/^Password/), 'a long new password 42');
    await userEvent.type(body.getByLabelText(/^Repeat the password/), 'a long new password 42');
    await userEvent.click(body.getByRole('button', { name: 'Set password and sign in' }));
    await expect(args.onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ status: 'SUCCESS' }));
  },
};
