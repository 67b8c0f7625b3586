/** Note types of part 1 §3 (the radio in the notes modal). */
export const noteTypes = ['Instant', 'Launch', 'Design', 'Floral', 'Account'] as const;
export type NoteType = (typeof noteTypes)[number];

/** The notes filter also offers every type at once. */
export const allNoteTypes = '*';
export type NoteFilter = NoteType | typeof allNoteTypes;

export const isNoteType = (value: unknown): value is NoteType =>
  typeof value === 'string' && (noteTypes as readonly string[]).includes(value);
