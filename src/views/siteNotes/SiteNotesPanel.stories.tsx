import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { notesActorsFixture, notesAdmin, notesDesigner } from './notesFixtures';
import { SiteNotesPanel } from './SiteNotesPanel';
import { offline } from '../../testing/stubAnswer';
import { machineDoc } from '../../stories/machineDocs';
import { siteNotesMachine } from '../../../machines/siteNotes/siteNotes.machine';
import { siteNotesNotes } from '../../stories/notes/sitePageNotes';

type Behaviour = Parameters<typeof notesActorsFixture>[1];

/** The panel with its own notes store, answering, hanging or failing as asked. */
const wired = (behaviour: Behaviour = {}, viewer = notesAdmin, notes?: Parameters<typeof notesActorsFixture>[0]) =>
  storyWiring({ viewer, actors: () => ({ siteNotes: notesActorsFixture(notes, behaviour) }) });

const meta = {
  title: 'siteNotes',
  component: SiteNotesPanel,
  args: { fhid: 1042 },
  parameters: { machineDocs: [machineDoc(siteNotesMachine, siteNotesNotes)], ...wired() },
} satisfies Meta<typeof SiteNotesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  parameters: wired({ loadNotes: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByLabelText('Loading notes')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: wired({ loadNotes: offline }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load notes')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: wired({}, notesAdmin, []),
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

/** A colleague added a note: the list stays while it is read again. */
export const Rereading: Story = {
  parameters: wired({ liveChange: true, reloadNotes: 'pending' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Kick-off call done.')).toBeInTheDocument();
    await waitFor(() => expect(body.getByRole('group', { name: 'Notes' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A designer opens on Design notes and changes only their own. */
export const LoadedAsDesigner: Story = {
  parameters: wired({}, notesDesigner),
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
  parameters: wired({ createNote: 'pending' }),
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
  parameters: wired({ boardSynced: false }),
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

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Note' })).toHaveValue(
      'Family asked for a darker header.\nSend the new mock-up by Friday.',
    );
  },
};

export const Saving: Story = {
  parameters: wired({ updateNote: 'pending' }),
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
  },
};

export const SaveFailed: Story = {
  parameters: wired({ updateNote: offline }),
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

export const ConfirmingDelete: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askDelete(canvasElement);
    await expect(dialog.getByText('Delete this note? This cannot be undone.')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

export const Deleting: Story = {
  parameters: wired({ deleteNote: 'pending' }),
  play: async ({ canvasElement }) => {
    const dialog = await askDelete(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-loading');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const DeleteFailed: Story = {
  parameters: wired({ deleteNote: offline }),
  play: async ({ canvasElement }) => {
    const dialog = await askDelete(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await page(canvasElement).findByText('Error deleting launch note')).toBeInTheDocument();
  },
};
