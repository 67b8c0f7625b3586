import type { NoteType } from '../../../domain/siteNotes/noteTypes';

/** Badge colours, one per type, so a type reads at a glance in a long list. */
export const noteTypeColors: Record<NoteType, string> = {
  Instant: 'gray',
  Launch: 'grape',
  Design: 'indigo',
  Floral: 'pink',
  Account: 'teal',
};
