import { siteNotesEndpoints } from '../../domain/api/siteNotes.endpoints';
import { answer, defineRoute, type RouteModule } from '../http/route';
import { addNote } from '../siteNotes/addNote';
import { deleteNote, editNote } from '../siteNotes/changeNote';
import { listNotes } from '../siteNotes/noteQueries';
import { requireSite } from '../sites/requireSite';

/** /api/notes (domain/api/siteNotes.endpoints.ts); who may change a note is decided in server/siteNotes/changeNote.ts. */
export const siteNotesRoutes: RouteModule = () => [
  defineRoute(siteNotesEndpoints.list, async ({ deps, query }) => {
    const site = await requireSite(deps.db, query.fhid);
    return listNotes(deps.db, site.id, query.type);
  }),
  defineRoute(siteNotesEndpoints.create, async ({ deps, user, body }) => answer(201, await addNote(deps, user, body))),
  defineRoute(siteNotesEndpoints.update, ({ deps, user, body }) => editNote(deps, user, body)),
  defineRoute(siteNotesEndpoints.remove, async ({ deps, user, body }) => {
    await deleteNote(deps, user, body.noteId);
    return { id: body.noteId, deleted: true as const };
  }),
];
