import type { Transaction } from 'kysely';
import type { Note } from '../../domain/api/siteNotes.schema';
import { mayChangeNote } from '../../domain/siteNotes/noteRules';
import type { Database } from '../db/schema';
import type { AppDeps, SessionUser } from '../appDeps';
import { HttpError } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import { requireNote } from './noteQueries';

/** The note, when the user may change it: its author or admin (decisions.md §2); 404 unknown, 403 otherwise. */
const requireChangeableNote = async (trx: Transaction<Database>, user: SessionUser, noteId: number) => {
  const note = await requireNote(trx, noteId);
  if (!mayChangeNote(user, note.user_id)) throw new HttpError(403, "Only the note's author or an admin may change it");
  return note;
};

/** POST /api/notes/update: the new text and its log entry in one transaction; answers the note. */
export const editNote = async (deps: AppDeps, user: SessionUser, request: { noteId: number; note: string }): Promise<Note> => {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const note = await requireChangeableNote(trx, user, request.noteId);
    await trx.updateTable('notes').set({ note: request.note, updated_at: now }).where('id', '=', note.id).execute();
    await writeLog(trx, { siteId: note.siteId, userId: user.id, message: `${note.type} note edited`, at: now });
  });
  const { siteId: _siteId, ...updated } = await requireNote(deps.db, request.noteId);
  return updated;
};

/** POST /api/notes/delete: the note goes and the log says so, in one transaction. */
export const deleteNote = async (deps: AppDeps, user: SessionUser, noteId: number): Promise<void> => {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const note = await requireChangeableNote(trx, user, noteId);
    await trx.deleteFrom('notes').where('id', '=', note.id).execute();
    await writeLog(trx, { siteId: note.siteId, userId: user.id, message: `${note.type} note deleted`, at: now });
  });
};
