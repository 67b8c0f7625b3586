import * as v from 'valibot';
import { idSchema, idText } from './id.schema';
import { mentionsField } from './mentions.schema';
import { allNoteTypes, noteTypes } from '../siteNotes/noteTypes';

const noteText = v.pipe(
  v.string('note must be text'),
  v.trim(),
  v.nonEmpty('note must not be empty'),
  v.maxLength(10_000, 'note must be at most 10000 characters'),
);
const noteType = v.picklist(noteTypes, `type must be one of ${noteTypes.join(', ')}`);

/** GET /api/notes?fhid&type: type '*' (the default) means every type. */
export const listNotesQuery = v.object({
  fhid: idText('fhid'),
  type: v.optional(v.union([v.literal(allNoteTypes), noteType], `type must be * or one of ${noteTypes.join(', ')}`), allNoteTypes),
});

export const createNoteBody = v.object({ fhid: idSchema('fhid'), note: noteText, type: noteType, mentions: mentionsField });
export const updateNoteBody = v.object({ noteId: idSchema('noteId'), note: noteText });
export const deleteNoteBody = v.object({ noteId: idSchema('noteId') });

/** A note as part 1 §3 lists it; date_created is an ISO instant. */
export const noteSchema = v.object({
  id: v.number(),
  note: v.string(),
  type: v.picklist(noteTypes),
  user_id: v.nullable(v.number()),
  user_name: v.nullable(v.string()),
  user_image: v.nullable(v.string()),
  date_created: v.string(),
});
export type Note = v.InferOutput<typeof noteSchema>;

/** GET /api/notes: newest first. */
export const notesSchema = v.array(noteSchema);

/**
 * POST /api/notes answers the saved note and whether its copy reached the site's board card.
 * false means the note is saved but the board call failed ('Note added but unable to connect to
 * Trello'); a site without a card has nothing to sync and answers true.
 */
export const noteCreatedSchema = v.object({ note: noteSchema, boardSynced: v.boolean() });
export type NoteCreated = v.InferOutput<typeof noteCreatedSchema>;

/** POST /api/notes/delete. */
export const noteDeletedSchema = v.object({ id: v.number(), deleted: v.literal(true) });
