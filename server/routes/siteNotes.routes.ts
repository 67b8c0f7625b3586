import { createNoteBody, deleteNoteBody, listNotesQuery, type NoteDeleted, updateNoteBody } from '../../domain/api/siteNotes.schema';
import { defineRoute, type RouteModule } from '../http/route';
import { addNote } from '../siteNotes/addNote';
import { deleteNote, editNote } from '../siteNotes/changeNote';
import { listNotes } from '../siteNotes/noteQueries';
import { requireSite } from '../sites/requireSite';

/**
 * /api/notes: a site's notes (part 1 §7). Everyone reads and adds; editing and deleting also need
 * to be the note's author or admin (server/siteNotes/changeNote.ts).
 */
export const siteNotesRoutes: RouteModule = () => [
  defineRoute({
    method: 'get',
    path: '/api/notes',
    capability: 'readSites',
    query: listNotesQuery,
    handler: async ({ c, deps, query }) => {
      const site = await requireSite(deps.db, query.fhid);
      return c.json(await listNotes(deps.db, site.id, query.type));
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/notes',
    capability: 'addNote',
    body: createNoteBody,
    handler: async ({ c, deps, user, body }) => c.json(await addNote(deps, user, body), 201),
  }),
  defineRoute({
    method: 'post',
    path: '/api/notes/update',
    capability: 'addNote',
    body: updateNoteBody,
    handler: async ({ c, deps, user, body }) => c.json(await editNote(deps, user, body)),
  }),
  defineRoute({
    method: 'post',
    path: '/api/notes/delete',
    capability: 'addNote',
    body: deleteNoteBody,
    handler: async ({ c, deps, user, body }) => {
      await deleteNote(deps, user, body.noteId);
      return c.json({ id: body.noteId, deleted: true } satisfies NoteDeleted);
    },
  }),
];
