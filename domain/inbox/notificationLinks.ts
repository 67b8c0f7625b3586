import type { NoteType } from '../siteNotes/noteTypes';

/** The app's paths a notification opens (issue 34: each item opens the place it is about). */
export const notificationLinks = {
  site: (siteId: number) => `/sites/id/${siteId}`,
  // Filtered to the note's type, which the reader's default filter may hide (src/routes/.../notes.tsx).
  notes: (siteId: number, type: NoteType) => `/sites/id/${siteId}/notes?type=${type}`,
  revisions: (siteId: number) => `/sites/id/${siteId}/qa`,
  scrapes: (siteId: number) => `/sites/id/${siteId}/scrape`,
  launchSchedule: '/launch-schedule',
};
