import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { Note } from '../../domain/api/siteNotes.schema';
import { defaultNoteFilter, defaultNoteType } from '../../domain/siteNotes/noteDefaults';
import type { Lookups } from '../../domain/lookups/lookupLists';
import type { NoteType } from '../../domain/siteNotes/noteTypes';
import type { Viewer } from '../../domain/viewer';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { createSiteChangesStub } from '../../src/testing/siteChangesStub';
import { renderView } from '../../src/testing/ViewWiring';
import { fixtureLookups } from '../../src/views/siteList/fixtures/siteRows';
import { SiteNotesPanel } from '../../src/views/siteNotes/SiteNotesPanel';
import type { SiteNotesActors } from './siteNotes.actors';
import { siteNotesMachine } from './siteNotes.machine';

type Snapshot = SnapshotFrom<typeof siteNotesMachine>;

const fhid = 9;
// A designer: notes open filtered to Design and a new note is a Design note (domain/notes/noteDefaults.ts).
const viewer: Viewer = { id: 5, role: 'designer', name: 'Dana Designer' };
const newText = 'Client wants a darker header';
const editedText = 'Client wants a navy header';
const failure = new Error('offline');

const noteBy = (id: number, overrides: Partial<Note> = {}): Note => ({
  id,
  note: `Existing note ${id}`,
  type: 'Design',
  user_id: viewer.id,
  user_name: 'Dana Designer',
  user_image: null,
  date_created: '2025-03-10T15:00:00.000Z',
  ...overrides,
});

const hasText = (text: string) => text.trim() !== '';

/** What a colleague added meanwhile: the live re-read brings it. */
const colleagueNote = noteBy(7, { note: 'From a colleague' });

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => {
  const { context } = snapshot;
  const first = context.notes[0];
  const target = context.target;
  return [
    { type: 'RETRY' },
    { type: 'SET_FILTER', filter: context.filter === '*' ? 'Design' : '*' },
    ...(context.draft.note === '' ? [{ type: 'CHANGE_DRAFT', draft: { note: newText } }] : []),
    ...(context.draft.type === 'Design' ? [{ type: 'CHANGE_DRAFT', draft: { type: 'Launch' } }] : []),
    { type: 'SUBMIT' },
    ...(first
      ? [
          { type: 'OPEN_EDIT', noteId: first.id },
          { type: 'ASK_DELETE', noteId: first.id },
        ]
      : []),
    ...(hasText(context.editText) ? [{ type: 'CHANGE_EDIT', note: '' }] : [{ type: 'CHANGE_EDIT', note: editedText }]),
    { type: 'SAVE_EDIT' },
    { type: 'CLOSE_EDIT' },
    { type: 'CONFIRM_DELETE' },
    { type: 'CANCEL_DELETE' },
    { type: 'xstate.done.actor.loadNotes', output: [] },
    { type: 'xstate.done.actor.loadNotes', output: [noteBy(1)] },
    { type: 'xstate.error.actor.loadNotes', error: failure },
    ...[true, false].map((boardSynced) => ({
      type: 'xstate.done.actor.createNote',
      output: { note: noteBy(100, { note: context.draft.note.trim(), type: context.draft.type }), boardSynced },
    })),
    { type: 'xstate.error.actor.createNote', error: failure },
    ...(target
      ? [
          { type: 'xstate.done.actor.updateNote', output: { ...target, note: context.editText.trim() } },
          { type: 'xstate.done.actor.deleteNote', output: { id: target.id, deleted: true } },
        ]
      : []),
    { type: 'xstate.error.actor.updateNote', error: failure },
    { type: 'xstate.error.actor.deleteNote', error: failure },
    // a colleague's note, heard live, and the background re-read it starts
    { type: 'SITES_CHANGED', ids: [fhid] },
    { type: 'xstate.done.actor.reloadNotes', output: [colleagueNote, ...context.notes] },
    { type: 'xstate.error.actor.reloadNotes', error: failure },
  ];
};

const formEvents = ['CHANGE_DRAFT', 'SUBMIT', 'xstate.done.actor.createNote', 'xstate.error.actor.createNote'];

/**
 * The form and the dialogs are parallel regions that never touch each other's state: the traversal
 * explores the form (and the filter) on an empty list and the dialogs on a list with a note, so
 * every state of each region is reached without the product of the two.
 */
const formOnEmptyListDialogsOnFullList = (snapshot: Snapshot, event: AnyEventObject) => {
  if (!snapshot.matches('ready')) return true;
  // The live re-read runs beside the others; it is explored from the plain list only.
  const plain =
    snapshot.matches({ ready: { form: 'idle', dialog: 'closed' } }) &&
    snapshot.context.filter === defaultNoteFilter[viewer.role] &&
    snapshot.context.draft.type === defaultNoteType[viewer.role] &&
    snapshot.context.draft.note === '' &&
    !snapshot.context.notes.some((note) => note.id === colleagueNote.id);
  if (event.type === 'SITES_CHANGED') return plain;
  if (event.type.endsWith('reloadNotes')) return snapshot.matches({ ready: { sync: 'rereading' } });
  if (snapshot.matches({ ready: { sync: 'rereading' } })) return false;
  const empty = snapshot.context.notes.length === 0;
  if (event.type === 'SET_FILTER') return empty;
  return formEvents.includes(event.type) === empty;
};

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    filter: snapshot.context.filter,
    draft: hasText(snapshot.context.draft.note),
    type: snapshot.context.draft.type,
    edit: hasText(snapshot.context.editText),
    ids: snapshot.context.notes.map((note) => note.id),
  });

const renderPanel = ({ lookups, filter }: { lookups?: Lookups; filter?: NoteType } = {}) => {
  const stubs = createControlledActors(['loadNotes', 'createNote', 'updateNote', 'deleteNote'] as const);
  const changes = createSiteChangesStub();
  const actors: SiteNotesActors = {
    siteChanges: changes.actor,
    loadNotes: stubs.actor('loadNotes'),
    createNote: stubs.actor('createNote'),
    updateNote: stubs.actor('updateNote'),
    deleteNote: stubs.actor('deleteNote'),
  };
  renderView(<SiteNotesPanel fhid={fhid} filter={filter} />, { actors: { siteNotes: actors }, viewer, lookups });
  return { ...stubs, changes };
};

const form = () => screen.getByRole('form', { name: 'Add a note' });
const filterOption = (label: string) => within(screen.getByTestId('note-filter')).getByRole('radio', { name: label });
const filterLabel = (filter: string) => (filter === '*' ? 'All' : filter);
const toastCount = (message: string) => screen.queryAllByText(message).length;

beforeEach(() => notifications.clean());

const assertScreen = async (snapshot: Snapshot) => {
  const { context } = snapshot;
  expect(filterOption(filterLabel(context.filter))).toBeChecked();
  if (snapshot.matches('loading')) {
    expect(screen.getByLabelText('Loading notes')).toHaveAttribute('aria-busy', 'true');
    return;
  }
  if (snapshot.matches('error')) {
    expect(await screen.findByText('Unable to load notes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    return;
  }
  if (snapshot.matches({ ready: { list: 'empty' } })) expect(await screen.findByText('No notes yet')).toBeInTheDocument();
  else {
    await waitFor(() => expect(screen.queryAllByTestId(/^note-\d+$/)).toHaveLength(context.notes.length));
    expect(screen.getByRole('group', { name: 'Notes', hidden: true })).toHaveAttribute(
      'aria-busy',
      String(snapshot.matches({ ready: { sync: 'rereading' } })),
    );
    for (const note of context.notes) {
      const item = screen.getByTestId(`note-${note.id}`);
      expect(within(item).getByText(note.note)).toBeInTheDocument();
      expect(within(item).getByText('Dana Designer')).toBeInTheDocument();
      expect(within(item).getByText(note.type)).toBeInTheDocument();
      expect(within(item).getByText('Mar 10, 2025')).toBeInTheDocument();
    }
  }
  expect(within(form()).getByRole('textbox', { name: 'New note' })).toHaveValue(context.draft.note);
  expect(within(form()).getByRole('radio', { name: context.draft.type })).toBeChecked();
  const add = within(form()).getByRole('button', { name: 'Add note' });
  if (snapshot.matches({ ready: { form: 'adding' } })) expect(add).toHaveAttribute('data-loading');
  else expect(add).not.toHaveAttribute('data-loading');

  const editing = snapshot.matches({ ready: { dialog: 'editing' } }) || snapshot.matches({ ready: { dialog: 'saving' } });
  if (editing) {
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue(context.editText);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    if (snapshot.matches({ ready: { dialog: 'saving' } })) expect(save).toHaveAttribute('data-loading');
    else expect(save).not.toHaveAttribute('data-loading');
  } else await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit note' })).toBeNull());
  const confirming = snapshot.matches({ ready: { dialog: 'confirmingDelete' } }) || snapshot.matches({ ready: { dialog: 'deleting' } });
  if (confirming) {
    const dialog = await screen.findByRole('dialog', { name: 'Delete note' });
    expect(within(dialog).getByText('Delete this note? This cannot be undone.')).toBeInTheDocument();
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    if (snapshot.matches({ ready: { dialog: 'deleting' } })) {
      expect(remove).toHaveAttribute('data-loading');
      expect(cancel).toBeDisabled();
    } else {
      expect(remove).not.toHaveAttribute('data-loading');
      expect(cancel).toBeEnabled();
    }
  } else await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete note' })).toBeNull());
};

// One change event, not a keystroke each: the machine takes the field's whole value either way.
const typeInto = (box: HTMLElement, text: string) => {
  fireEvent.change(box, { target: { value: text } });
};

const toastFor = (event: AnyEventObject): string | null => {
  switch (event.type) {
    case 'xstate.done.actor.createNote':
      return event.output.boardSynced ? 'Note added' : 'Note added but unable to connect to Trello';
    case 'xstate.error.actor.createNote':
      return 'Unable to add note';
    case 'xstate.error.actor.updateNote':
      return 'Error updating launch note';
    case 'xstate.error.actor.deleteNote':
      return 'Error deleting launch note';
    default:
      return null;
  }
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderPanel>, event: AnyEventObject) => {
  const dialog = (name: string) => screen.getByRole('dialog', { name });
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Retry' }));
    case 'SET_FILTER':
      return user.click(filterOption(filterLabel(event.filter)));
    case 'CHANGE_DRAFT':
      if (event.draft.type) return user.click(within(form()).getByRole('radio', { name: event.draft.type }));
      return typeInto(within(form()).getByRole('textbox', { name: 'New note' }), event.draft.note);
    case 'SUBMIT':
      return user.click(within(form()).getByRole('button', { name: 'Add note' }));
    case 'OPEN_EDIT':
      return user.click(within(screen.getByTestId(`note-${event.noteId}`)).getByRole('button', { name: 'Edit note' }));
    case 'ASK_DELETE':
      return user.click(within(screen.getByTestId(`note-${event.noteId}`)).getByRole('button', { name: 'Delete note' }));
    case 'CHANGE_EDIT':
      return typeInto(within(dialog('Edit note')).getByRole('textbox', { name: 'Note' }), event.note);
    case 'SAVE_EDIT':
      return user.click(within(dialog('Edit note')).getByRole('button', { name: 'Save' }));
    case 'CLOSE_EDIT':
      return user.click(within(dialog('Edit note')).getByRole('button', { name: 'Cancel' }));
    case 'CONFIRM_DELETE':
      return user.click(within(dialog('Delete note')).getByRole('button', { name: 'Delete' }));
    case 'CANCEL_DELETE':
      return user.click(within(dialog('Delete note')).getByRole('button', { name: 'Cancel' }));
    case 'SITES_CHANGED':
      return act(() => stubs.changes.emit(event.ids as number[]));
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      // The background re-read is loadNotes under another invoke id.
      const settled = { ...event, type: event.type.replace('reloadNotes', 'loadNotes') };
      const id = settled.type.split('.')[3] as 'loadNotes';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      return stubs.settle(settled);
    }
  }
};

describe('site notes, replayed through SiteNotesPanel', () => {
  // The fewest paths that walk every transition (decision 0585).
  const paths = coveringTransitions(
    getShortestPaths(siteNotesMachine, {
      input: { fhid, viewer },
      events: eventsOf as never,
      serializeState: serialize,
      filterEvents: formOnEmptyListDialogsOnFullList,
    }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(siteNotesMachine));
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(description, async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderPanel();
      for (const step of path.steps) {
        const toast = toastFor(step.event);
        const before = toast ? toastCount(toast) : 0;
        await doEvent(user, stubs, step.event);
        if (toast) await waitFor(() => expect(toastCount(toast)).toBe(before + 1));
        await assertScreen(step.state);
      }
      // every load asks for the filter shown
      for (const call of stubs.calls.loadNotes) expect(call).toMatchObject({ fhid });
    });
  }

  it('ignores an empty note and a second submit while one is pending (part 1 §5)', async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderPanel();
    await waitFor(() => expect(stubs.waiting('loadNotes')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadNotes', output: [] });
    await screen.findByText('No notes yet');
    await user.type(within(form()).getByRole('textbox', { name: 'New note' }), '   ');
    await user.click(within(form()).getByRole('button', { name: 'Add note' }));
    expect(stubs.calls.createNote).toHaveLength(0);
    typeInto(within(form()).getByRole('textbox', { name: 'New note' }), newText);
    await user.click(within(form()).getByRole('button', { name: 'Add note' }));
    await user.click(within(form()).getByRole('button', { name: 'Add note' }));
    expect(stubs.calls.createNote).toEqual([{ fhid, note: newText, type: 'Design', mentions: [] }]);
  });

  /** The `@` box's offer: each person's name, then what tells them apart. */
  const offeredPeople = async () =>
    within(await screen.findByRole('listbox', { name: 'People to mention' }))
      .getAllByRole('option')
      .map((option) => Array.from(option.children, (line) => line.textContent));

  const openForm = async (lookups?: Lookups) => {
    const stubs = renderPanel({ lookups });
    await waitFor(() => expect(stubs.waiting('loadNotes')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadNotes', output: [] });
    await screen.findByText('No notes yet');
    return { stubs, box: within(form()).getByRole('textbox', { name: 'New note' }) };
  };

  it('offers people by name after @ and sends the id of the one picked (issue 34)', async () => {
    const user = userEvent.setup({ delay: null });
    const { stubs, box } = await openForm();
    await user.type(box, 'Photos are in, @sa');
    expect(await offeredPeople()).toEqual([
      ['Sam Studio', 'Designer'],
      ['Sid Sales', 'SDR'],
    ]);
    await user.click(screen.getByRole('option', { name: /Sam Studio/ }));
    expect(box).toHaveValue('Photos are in, @Sam Studio ');
    await user.type(box, 'please swap the header');
    await user.click(within(form()).getByRole('button', { name: 'Add note' }));
    expect(stubs.calls.createNote).toEqual([
      { fhid, note: 'Photos are in, @Sam Studio please swap the header', type: 'Design', mentions: [12] },
    ]);
  });

  it('offers every active person whatever their role: a launch specialist, an admin, an executive (decision 0554)', async () => {
    const user = userEvent.setup({ delay: null });
    const { stubs, box } = await openForm();
    await user.type(box, '@e');
    expect(await offeredPeople()).toEqual([
      ['Alex Exec', 'Account Executive'],
      ['Dana Designer', 'Designer'],
      ['Erin Executive', 'Executive'],
      ['Lena Launch', 'Launch Specialist'],
      ['Morgan Manager', 'Account Manager'],
      ['Sid Sales', 'SDR'],
    ]);
    await user.type(box, '{Backspace}Ad');
    expect(await offeredPeople()).toEqual([['Ada Admin', 'Administrator']]);
    await user.type(box, '{Backspace}{Backspace}Len');
    expect(await offeredPeople()).toEqual([['Lena Launch', 'Launch Specialist']]);
    await user.click(screen.getByRole('option', { name: /Lena Launch/ }));
    await user.type(box, 'the domain is ready');
    await user.click(within(form()).getByRole('button', { name: 'Add note' }));
    expect(stubs.calls.createNote).toEqual([{ fhid, note: '@Lena Launch the domain is ready', type: 'Design', mentions: [71] }]);
  });

  it('tells two people of one name apart by role and e-mail, and sends the id of the one picked (decision 0554)', async () => {
    const user = userEvent.setup({ delay: null });
    const namesake = { id: 72, name: 'Sam Studio', role: 'launch', email: 'sam.launch@example.com' } as const;
    const { stubs, box } = await openForm({ ...fixtureLookups, staff: [...fixtureLookups.staff, namesake] });
    await user.type(box, '@Sam');
    expect(await offeredPeople()).toEqual([
      ['Sam Studio', 'Designer · sam@example.com'],
      ['Sam Studio', 'Launch Specialist · sam.launch@example.com'],
    ]);
    await user.click(screen.getByRole('option', { name: /sam\.launch@example\.com/ }));
    await user.type(box, 'can you check?');
    await user.click(within(form()).getByRole('button', { name: 'Add note' }));
    expect(stubs.calls.createNote).toEqual([{ fhid, note: '@Sam Studio can you check?', type: 'Design', mentions: [72] }]);
  });

  it("opens filtered to the type a mention's link names rather than the viewer's default (decision 0554)", async () => {
    const stubs = renderPanel({ filter: 'Account' });
    await waitFor(() => expect(stubs.waiting('loadNotes')).toBe(true));
    expect(stubs.calls.loadNotes).toEqual([{ fhid, type: 'Account' }]);
    expect(filterOption('Account')).toBeChecked();
  });

  it("offers no edit or delete of someone else's note to a non-admin", async () => {
    const stubs = renderPanel();
    await waitFor(() => expect(stubs.waiting('loadNotes')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadNotes', output: [noteBy(3, { user_id: 77, user_name: 'Someone Else' })] });
    const item = await screen.findByTestId('note-3');
    expect(within(item).queryByRole('button', { name: 'Edit note' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Delete note' })).toBeNull();
  });
});
