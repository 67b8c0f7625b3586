import type * as v from 'valibot';
import type { createNoteBody, NoteCreated } from '../../domain/api/siteNotes.schema';
import type { AppDeps, SessionUser } from '../appDeps';
import { notifyMentions } from '../inbox/inboxTriggers';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';
import { requireNote } from './noteQueries';
import { syncNoteToBoard } from './syncNoteToBoard';

/** POST /api/notes: the note and its log entry in one transaction, then a copy on the site's board card. */
export const addNote = async (deps: AppDeps, user: SessionUser, request: v.InferOutput<typeof createNoteBody>): Promise<NoteCreated> => {
  const now = deps.now();
  const { noteId, cardId } = await deps.db.transaction().execute(async (trx) => {
    const site = await requireSite(trx, request.fhid, { lock: true });
    const { id } = await trx
      .insertInto('notes')
      .values({ site_id: site.id, user_id: user.id, type: request.type, note: request.note, date_created: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLog(trx, { siteId: site.id, userId: user.id, message: `${request.type} note added`, at: now });
    await notifyMentions(trx, {
      siteId: site.id,
      text: request.note,
      mentions: request.mentions,
      where: { note: request.type },
      actorId: user.id,
      at: now,
    });
    return { noteId: id, cardId: site.trello_card_id };
  });
  const { siteId: _siteId, ...note } = await requireNote(deps.db, noteId);
  return { note, boardSynced: await syncNoteToBoard(deps.integrations.board, cardId, note) };
};
