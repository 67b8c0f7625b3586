import { Hono } from 'hono';
import { createNoteBody, deleteNoteBody, listNotesQuery, type NoteCreated, updateNoteBody } from '../../domain/api/siteNotes.schema';
import { mayChangeNote } from '../../domain/siteNotes/noteRules';
import type { AppDeps, AppEnv, SessionUser } from '../http/appEnv';
import { requireCapability } from '../http/authorize';
import { HttpError } from '../http/httpError';
import { readJson, readQuery } from '../http/validate';
import { writeLog } from '../log/writeLog';
import { listNotes, requireNote } from '../siteNotes/noteQueries';
import { syncNoteToBoard } from '../siteNotes/syncNoteToBoard';
import { lockSite } from '../sites/lockSite';
import { requireSiteExists } from '../sites/requireSite';

/** Edit or delete: the note's author, or admin (decisions.md §2). */
const assertMayChange = (user: SessionUser, authorId: number | null) => {
  if (!mayChangeNote(user, authorId)) throw new HttpError(403, "Only the note's author or an admin may change it");
};

/** /api/notes: a site's notes (part 1 §7). Everyone reads and adds; the author or admin edits and deletes. */
export const notesRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const { fhid, type } = readQuery(c, listNotesQuery);
    await requireSiteExists(deps.db, fhid);
    return c.json(await listNotes(deps.db, fhid, type));
  });

  routes.post('/', requireCapability('addNote'), async (c) => {
    const body = await readJson(c, createNoteBody);
    const user = c.get('user');
    const now = deps.now();
    const { noteId, cardId } = await deps.db.transaction().execute(async (trx) => {
      const site = await lockSite(trx, body.fhid);
      const { id } = await trx
        .insertInto('notes')
        .values({ site_id: site.id, user_id: user.id, type: body.type, note: body.note, date_created: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeLog(trx, { siteId: site.id, userId: user.id, message: `${body.type} note added`, at: now });
      return { noteId: id, cardId: site.trello_card_id };
    });
    const note = await requireNote(deps.db, noteId);
    const { siteId: _siteId, ...saved } = note;
    const boardSynced = await syncNoteToBoard(deps.integrations.board, cardId, saved);
    return c.json<NoteCreated>({ note: saved, boardSynced }, 201);
  });

  routes.post('/update', async (c) => {
    const body = await readJson(c, updateNoteBody);
    const user = c.get('user');
    const now = deps.now();
    await deps.db.transaction().execute(async (trx) => {
      const note = await requireNote(trx, body.noteId);
      assertMayChange(user, note.user_id);
      await trx.updateTable('notes').set({ note: body.note, updated_at: now }).where('id', '=', note.id).execute();
      await writeLog(trx, { siteId: note.siteId, userId: user.id, message: `${note.type} note edited`, at: now });
    });
    const { siteId: _siteId, ...updated } = await requireNote(deps.db, body.noteId);
    return c.json(updated);
  });

  routes.post('/delete', async (c) => {
    const body = await readJson(c, deleteNoteBody);
    const user = c.get('user');
    const now = deps.now();
    await deps.db.transaction().execute(async (trx) => {
      const note = await requireNote(trx, body.noteId);
      assertMayChange(user, note.user_id);
      await trx.deleteFrom('notes').where('id', '=', note.id).execute();
      await writeLog(trx, { siteId: note.siteId, userId: user.id, message: `${note.type} note deleted`, at: now });
    });
    return c.json({ id: body.noteId, deleted: true });
  });

  return routes;
};
