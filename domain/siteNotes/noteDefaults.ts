import type { Role } from '../roles';
import { allNoteTypes, type NoteFilter, type NoteType } from './noteTypes';

/**
 * The type a new note starts with: the specialists write about their own area; everyone whose
 * work spans areas (admin, executive, QA) starts with a quick Instant note.
 */
export const defaultNoteType: Record<Role, NoteType> = {
  admin: 'Instant',
  executive: 'Instant',
  ae: 'Account',
  am: 'Account',
  sdr: 'Account',
  designer: 'Design',
  care: 'Instant',
  florist: 'Floral',
  launch: 'Launch',
};

/** The filter the notes modal opens with: a specialist sees their area's notes first, the others see all. */
export const defaultNoteFilter: Record<Role, NoteFilter> = {
  admin: allNoteTypes,
  executive: allNoteTypes,
  ae: 'Account',
  am: 'Account',
  sdr: 'Account',
  designer: 'Design',
  care: allNoteTypes,
  florist: 'Floral',
  launch: 'Launch',
};
