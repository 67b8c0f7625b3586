import { revisionsEndpoints } from '../../domain/api/revisions.endpoints';
import type { RevisionsActors } from '../../machines/revisions/revisions.actors';
import { fromEndpoint } from './fromEndpoint';
import { siteChangesActor } from './siteChanges.api';

/** The revisions workflow's actors: each calls its endpoint of domain/api/revisions.endpoints.ts (part 2 §7). */
export const revisionsActors: RevisionsActors = {
  siteChanges: siteChangesActor,
  loadRevisions: fromEndpoint(revisionsEndpoints.list),
  createRevision: fromEndpoint(revisionsEndpoints.create),
  markFixed: fromEndpoint(revisionsEndpoints.markFixed),
  markVerified: fromEndpoint(revisionsEndpoints.markVerified),
  updateRevision: fromEndpoint(revisionsEndpoints.update),
  deleteRevision: fromEndpoint(revisionsEndpoints.remove),
};
