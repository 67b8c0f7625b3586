import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppProviders } from '../../app/AppProviders';
import { notesActorsFixture, notesAdmin, notesDesigner } from './notesFixtures';
import { SiteNotesPanel } from './SiteNotesPanel';

const meta = {
  title: 'Notes/SiteNotesPanel',
  component: SiteNotesPanel,
  decorators: [
    (Story) => (
      <AppProviders>
        <Story />
      </AppProviders>
    ),
  ],
  args: { fhid: 1042, viewer: notesAdmin, actors: notesActorsFixture() },
} satisfies Meta<typeof SiteNotesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = { args: { actors: notesActorsFixture(undefined, { loadNotes: 'pending' }) } };

export const LoadFailed: Story = {
  args: { actors: notesActorsFixture(undefined, { loadNotes: 'fail' }) },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load notes')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { actors: notesActorsFixture([]) },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('No notes yet')).toBeInTheDocument();
  },
};

/** Admin sees every type and may edit or delete any note. */
export const LoadedAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Kick-off call done.')).toBeInTheDocument();
    await expect(page(canvasElement).getAllByRole('button', { name: 'Edit note' })).toHaveLength(3);
  },
};

/** A designer opens on Design notes and changes only their own. */
export const LoadedAsDesigner: Story = {
  args: { viewer: notesDesigner },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText(/darker header/)).toBeInTheDocument();
    await expect(page(canvasElement).queryByText('Kick-off call done.')).toBeNull();
  },
};

const addNote = async (canvasElement: HTMLElement) => {
  const form = within(await page(canvasElement).findByRole('form', { name: 'Add a note' }));
  await userEvent.type(form.getByRole('textbox', { name: 'New note' }), 'Called the family');
  await userEvent.click(form.getByRole('button', { name: 'Add note' }));
  return form;
};

export const Adding: Story = {
  args: { actors: notesActorsFixture(undefined, { createNote: 'pending' }) },
  play: async ({ canvasElement }) => {
    const form = await addNote(canvasElement);
    await expect(form.getByRole('button', { name: 'Add note' })).toHaveAttribute('data-loading');
  },
};

export const Added: Story = {
  play: async ({ canvasElement }) => {
    await addNote(canvasElement);
    await expect(await page(canvasElement).findByText('Note added')).toBeInTheDocument();
  },
};

export const AddedWithoutBoard: Story = {
  args: { actors: notesActorsFixture(undefined, { boardSynced: false }) },
  play: async ({ canvasElement }) => {
    await addNote(canvasElement);
    await expect(await page(canvasElement).findByText('Note added but unable to connect to Trello')).toBeInTheDocument();
  },
};

const openEdit = async (canvasElement: HTMLElement) => {
  const [edit] = await page(canvasElement).findAllByRole('button', { name: 'Edit note' });
  if (edit) await userEvent.click(edit);
  return within(await page(canvasElement).findByRole('dialog', { name: 'Edit note' }));
};

export const Editing: Story = { play: async ({ canvasElement }) => void (await openEdit(canvasElement)) };

export const Saving: Story = {
  args: { actors: notesActorsFixture(undefined, { updateNote: 'pending' }) },
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
  },
};

export const SaveFailed: Story = {
  args: { actors: notesActorsFixture(undefined, { updateNote: 'fail' }) },
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByText('Error updating launch note')).toBeInTheDocument();
  },
};

const askDelete = async (canvasElement: HTMLElement) => {
  const [remove] = await page(canvasElement).findAllByRole('button', { name: 'Delete note' });
  if (remove) await userEvent.click(remove);
  return within(await page(canvasElement).findByRole('dialog', { name: 'Delete note' }));
};

export const ConfirmingDelete: Story = { play: async ({ canvasElement }) => void (await askDelete(canvasElement)) };

export const Deleting: Story = {
  args: { actors: notesActorsFixture(undefined, { deleteNote: 'pending' }) },
  play: async ({ canvasElement }) => {
    const dialog = await askDelete(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-loading');
  },
};

export const DeleteFailed: Story = {
  args: { actors: notesActorsFixture(undefined, { deleteNote: 'fail' }) },
  play: async ({ canvasElement }) => {
    const dialog = await askDelete(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await page(canvasElement).findByText('Error deleting launch note')).toBeInTheDocument();
  },
};
