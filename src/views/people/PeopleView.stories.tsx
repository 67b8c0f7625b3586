import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { offline, refused, type StubAnswer } from '../../testing/stubAnswer';
import { peopleActorsFixture } from './peopleFixtures';
import { PeopleView } from './PeopleView';
import { machineDoc } from '../../stories/machineDocs';
import { peopleMachine } from '../../../machines/people/people.machine';
import { peopleNotes } from '../../stories/notes/otherScreenNotes';

const wired = (how: StubAnswer = 'answer', act: StubAnswer = 'answer') =>
  storyWiring({ path: '/people', actors: () => ({ people: peopleActorsFixture(how, act) }) });

/** One story per state of peopleMachine. */
const meta = {
  title: 'people',
  component: PeopleView,
  parameters: { machineDocs: [machineDoc(peopleMachine, peopleNotes)], ...wired() },
} satisfies Meta<typeof PeopleView>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByLabelText('Loading people')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: wired(offline),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load people')).toBeInTheDocument();
  },
};

/** ready.idle: the table. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Ivy Invited')).toBeInTheDocument();
    await expect(body.getByText('Invited')).toBeInTheDocument();
    await expect(body.getByText('Never')).toBeInTheDocument();
  },
};

/** ready.adding -> savingNew: the form, sent and waiting for the server. */
export const Adding: Story = {
  parameters: wired('answer', 'pending'),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Add person' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Add person' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Nora New');
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-mail' }), 'nora@example.com');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await body.findByRole('option', { name: 'QA' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(dialog.getByRole('button', { name: 'Send invitation' })).toHaveAttribute('data-loading');
  },
};

/** ready.confirming: the one confirm modal before deactivating. */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Actions for Ivy Invited' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Deactivate' }));
    await expect(await body.findByRole('dialog', { name: 'Deactivate Ivy Invited?' })).toBeInTheDocument();
  },
};

/** ready.acting: the last admin cannot go, in the server's words. */
export const ActingRefused: Story = {
  parameters: wired('answer', refused(409, 'The last active admin cannot be demoted or deactivated')),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Actions for Ada Admin' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Deactivate' }));
    await userEvent.click(
      within(await body.findByRole('dialog', { name: 'Deactivate Ada Admin?' })).getByRole('button', { name: 'Deactivate' }),
    );
    await expect(
      await body.findByText('Unable to change the person: The last active admin cannot be demoted or deactivated'),
    ).toBeInTheDocument();
  },
};
