import { siteNotesEndpoints } from '../../domain/api/siteNotes.endpoints';
import type { SiteNotesActors } from '../../machines/siteNotes/siteNotes.actors';
import { fromEndpoint } from './fromEndpoint';
import { siteChangesActor } from './siteChanges.api';

/** The site-notes workflow's actors: each calls its endpoint of domain/api/siteNotes.endpoints.ts. */
export const siteNotesActors: SiteNotesActors = {
  siteChanges: siteChangesActor,
  loadNotes: fromEndpoint(siteNotesEndpoints.list),
  createNote: fromEndpoint(siteNotesEndpoints.create),
  updateNote: fromEndpoint(siteNotesEndpoints.update),
  deleteNote: fromEndpoint(siteNotesEndpoints.remove),
};
