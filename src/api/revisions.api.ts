import { fromPromise } from 'xstate';
import { deletedRevisionSchema, revisionListSchema, revisionSchema } from '../../domain/api/revisions.schema';
import type { RevisionsActors } from '../../machines/revisions/revisions.actors';
import { api } from './http';
import { siteChangesActor } from './siteChanges.api';

/** The revisions workflow's actors on /api/siteRevisions (part 2 §7). */
export const revisionsActors: RevisionsActors = {
  siteChanges: siteChangesActor,
  loadRevisions: fromPromise(({ input: { fhid } }) => api.get('api/siteRevisions', revisionListSchema, { searchParams: { fhid } })),
  createRevision: fromPromise(({ input }) => api.post('api/siteRevisions', input, revisionSchema)),
  markFixed: fromPromise(({ input }) => api.post('api/siteRevisions/markFixed', input, revisionSchema)),
  markVerified: fromPromise(({ input }) => api.post('api/siteRevisions/markVerified', input, revisionSchema)),
  updateRevision: fromPromise(({ input }) => api.post('api/siteRevisions/update', input, revisionSchema)),
  deleteRevision: fromPromise(({ input }) => api.post('api/siteRevisions/delete', input, deletedRevisionSchema)),
};
