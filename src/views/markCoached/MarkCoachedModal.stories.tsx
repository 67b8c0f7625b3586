import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { offline, type StubAnswer } from '../../testing/stubAnswer';
import { siteRow } from '../siteList/fixtures/siteRows';
import { coachingRecorded, markCoachedActorsFixture } from './markCoachedFixtures';
import { MarkCoachedModal } from './MarkCoachedModal';
import { machineDoc } from '../../stories/machineDocs';
import { markCoachedMachine } from '../../../machines/markCoached/markCoached.machine';
import { markCoachedNotes } from '../../stories/notes/listNotes';

const row = siteRow({ id: 1005, name: 'Maple Grove Chapel', launcher_label: 'Live', coaching_sessions: true });
const title = 'Mark Maple Grove Chapel as coached';

const wired = (how: StubAnswer = 'answer') => storyWiring({ actors: () => ({ markCoached: markCoachedActorsFixture(how) }) });

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the modal and types a note: every story past closed starts this way. */
const openWithNote = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark Coached' }));
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: title }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Additional note' }), 'Walked through the obituary editor');
  return dialog;
};

const submit = async (canvasElement: HTMLElement) => {
  const dialog = await openWithNote(canvasElement);
  await userEvent.click(dialog.getByRole('button', { name: 'Mark Coached' }));
  return dialog;
};

/** One story per state of markCoachedMachine. */
const meta = {
  title: 'markCoached',
  component: MarkCoachedModal,
  parameters: { machineDocs: [machineDoc(markCoachedMachine, markCoachedNotes)], layout: 'padded', ...wired() },
  args: { row, onCoached: fn() },
} satisfies Meta<typeof MarkCoachedModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mark Coached' })).toBeEnabled();
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openWithNote(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Mark Coached' })).toBeEnabled();
    await expect(dialog.getByRole('textbox', { name: 'Additional note' })).toHaveValue('Walked through the obituary editor');
  },
};

export const Saving: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    const dialog = await submit(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Mark Coached' })).toHaveAttribute('data-loading');
  },
};

export const Done: Story = {
  args: { onCoached: fn() },
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    await expect(await page(canvasElement).findByText('Coaching session complete')).toBeInTheDocument();
    await waitFor(() => expect(args.onCoached).toHaveBeenCalledWith(coachingRecorded));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Failed: Story = {
  parameters: wired(offline),
  play: async ({ canvasElement }) => {
    const dialog = await submit(canvasElement);
    await expect(await page(canvasElement).findByText('Unable to mark coaching session as complete')).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: 'Additional note' })).toHaveValue('Walked through the obituary editor');
  },
};
