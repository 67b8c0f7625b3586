import { endpoint } from './endpoint';
import {
  createNoteBody,
  deleteNoteBody,
  listNotesQuery,
  noteCreatedSchema,
  noteDeletedSchema,
  noteSchema,
  notesSchema,
  updateNoteBody,
} from './siteNotes.schema';

/** /api/notes: a site's notes (part 1 §7). Everyone reads and adds; editing and deleting also need the note's author or admin. */
export const siteNotesEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/notes',
    capability: 'readSites',
    summary: "A site's notes, newest first",
    description: '`type` `*` (the default) means every type.',
    query: listNotesQuery,
    answers: { 200: notesSchema },
    refusals: { 404: 'Site not found' },
  }),
  create: endpoint({
    method: 'post',
    path: '/api/notes',
    capability: 'addNote',
    summary: 'Adds a note to a site',
    description:
      "The note is copied to the site's board card as a comment after it is saved; `boardSynced: false` means the board call failed ('Note added but unable to connect to Trello').",
    body: createNoteBody,
    answers: { 201: noteCreatedSchema },
    refusals: { 404: 'Site not found' },
  }),
  update: endpoint({
    method: 'post',
    path: '/api/notes/update',
    capability: 'addNote',
    summary: "Changes a note's text",
    description: "Only the note's author or an admin (403 otherwise).",
    body: updateNoteBody,
    answers: { 200: noteSchema },
    refusals: { 404: 'Note not found' },
  }),
  remove: endpoint({
    method: 'post',
    path: '/api/notes/delete',
    capability: 'addNote',
    summary: 'Deletes a note',
    description: "Only the note's author or an admin (403 otherwise).",
    body: deleteNoteBody,
    answers: { 200: noteDeletedSchema },
    refusals: { 404: 'Note not found' },
  }),
};
