import { fromPromise } from 'xstate';
import type { Note } from '../../../domain/api/siteNotes.schema';
import type { Viewer } from '../../../domain/viewer';
import type { SiteNotesActors } from '../../../machines/siteNotes/siteNotes.actors';
import { type StubAnswer, stubAnswer } from '../../testing/stubAnswer';
import { changedOnceShown, quietSiteChanges } from '../../testing/siteChangesStub';

export const notesAdmin: Viewer = { id: 1, role: 'admin', name: 'Ada Admin' };
export const notesDesigner: Viewer = { id: 5, role: 'designer', name: 'Dana Designer' };

/** Newest first, as GET /api/notes answers. */
const notesFixture: Note[] = [
  {
    id: 3,
    note: 'Family asked for a darker header.\nSend the new mock-up by Friday.',
    type: 'Design',
    user_id: 5,
    user_name: 'Dana Designer',
    user_image: null,
    date_created: '2025-03-11T14:00:00.000Z',
  },
  {
    id: 2,
    note: 'Domain transfer started with the registrar.',
    type: 'Launch',
    user_id: 8,
    user_name: 'Lee Launch',
    user_image: null,
    date_created: '2025-03-10T10:30:00.000Z',
  },
  {
    id: 1,
    note: 'Kick-off call done.',
    type: 'Account',
    user_id: 4,
    user_name: 'Alex Executive',
    user_image: null,
    date_created: '2025-03-03T16:45:00.000Z',
  },
];

/** Notes actors for stories: an in-memory copy of the notes; each call answers, hangs or fails as asked. */
export const notesActorsFixture = (
  notes: Note[] = notesFixture,
  behaviour: Partial<Record<'loadNotes' | 'reloadNotes' | 'createNote' | 'updateNote' | 'deleteNote', StubAnswer>> & {
    boardSynced?: boolean;
    /** The site changes (live) once the notes show. */
    liveChange?: boolean;
  } = {},
): SiteNotesActors => {
  let stored = [...notes];
  let reads = 0;
  return {
    siteChanges: behaviour.liveChange ? changedOnceShown : quietSiteChanges,
    loadNotes: fromPromise(({ input }) =>
      stubAnswer((reads++ === 0 ? behaviour.loadNotes : (behaviour.reloadNotes ?? behaviour.loadNotes)) ?? 'answer', () =>
        stored.filter((note) => input.type === '*' || note.type === input.type),
      ),
    ),
    createNote: fromPromise(({ input }) =>
      stubAnswer(behaviour.createNote ?? 'answer', () => {
        const note: Note = {
          id: 100 + stored.length,
          note: input.note,
          type: input.type,
          user_id: 1,
          user_name: 'You',
          user_image: null,
          date_created: new Date().toISOString(),
        };
        stored = [note, ...stored];
        return { note, boardSynced: behaviour.boardSynced ?? true };
      }),
    ),
    updateNote: fromPromise(({ input }) =>
      stubAnswer(behaviour.updateNote ?? 'answer', () => {
        const note = stored.find((entry) => entry.id === input.noteId);
        if (!note) throw new Error('Note not found');
        const changed = { ...note, note: input.note };
        stored = stored.map((entry) => (entry.id === changed.id ? changed : entry));
        return changed;
      }),
    ),
    deleteNote: fromPromise(({ input }) =>
      stubAnswer(behaviour.deleteNote ?? 'answer', () => {
        stored = stored.filter((entry) => entry.id !== input.noteId);
        return { id: input.noteId, deleted: true as const };
      }),
    ),
  };
};
