import type { Kysely } from 'kysely';
import type { Note } from '../../domain/api/siteNotes.schema';
import type { NoteFilter } from '../../domain/siteNotes/noteTypes';
import type { Database } from '../db/schema';
import { notFound } from '../http/httpError';

const noteRows = (db: Kysely<Database>) =>
  db
    .selectFrom('notes')
    .leftJoin('users', 'users.id', 'notes.user_id')
    .select([
      'notes.id',
      'notes.site_id',
      'notes.note',
      'notes.type',
      'notes.user_id',
      'users.name as user_name',
      'users.image as user_image',
      'notes.date_created',
    ]);

type NoteRow = Omit<Note, 'date_created'> & { site_id: number; date_created: Date | string };

const toNote = ({ site_id: _siteId, date_created, ...row }: NoteRow): Note => ({
  ...row,
  date_created: new Date(date_created).toISOString(),
});

/** A site's notes, newest first, of one type or all ('*'). */
export const listNotes = async (db: Kysely<Database>, siteId: number, type: NoteFilter): Promise<Note[]> => {
  let query = noteRows(db).where('notes.site_id', '=', siteId).orderBy('notes.date_created', 'desc').orderBy('notes.id', 'desc');
  if (type !== '*') query = query.where('notes.type', '=', type);
  return (await query.execute()).map(toNote);
};

/** The note with its site id (for the log), or 404. */
export const requireNote = async (db: Kysely<Database>, noteId: number): Promise<Note & { siteId: number }> => {
  const row = await noteRows(db).where('notes.id', '=', noteId).executeTakeFirst();
  if (!row) throw notFound('Note');
  return { ...toNote(row), siteId: row.site_id };
};
