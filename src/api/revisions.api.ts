import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { deletedRevisionSchema, revisionListSchema, revisionSchema } from '../../domain/api/revisions.schema';
import type {
  CreateRevisionInput,
  DeleteRevisionInput,
  LoadRevisionsInput,
  MarkFixedInput,
  MarkVerifiedInput,
  RevisionsActors,
  UpdateRevisionInput,
} from '../../machines/revisions/revisions.actors';
import { http } from './http';

/** /api/siteRevisions (part 2 §7), each answer checked against the shared schema. */

export const fetchRevisions = async ({ fhid }: LoadRevisionsInput) =>
  v.parse(revisionListSchema, await http.get('api/siteRevisions', { searchParams: { fhid } }).json());

export const createRevision = async (input: CreateRevisionInput) =>
  v.parse(revisionSchema, await http.post('api/siteRevisions', { json: input }).json());

export const markRevisionFixed = async (input: MarkFixedInput) =>
  v.parse(revisionSchema, await http.post('api/siteRevisions/markFixed', { json: input }).json());

export const markRevisionVerified = async (input: MarkVerifiedInput) =>
  v.parse(revisionSchema, await http.post('api/siteRevisions/markVerified', { json: input }).json());

export const updateRevision = async (input: UpdateRevisionInput) =>
  v.parse(revisionSchema, await http.post('api/siteRevisions/update', { json: input }).json());

export const deleteRevision = async (input: DeleteRevisionInput) =>
  v.parse(deletedRevisionSchema, await http.post('api/siteRevisions/delete', { json: input }).json());

/** The real actors the revisions route gives RevisionsView. */
export const revisionActors: RevisionsActors = {
  loadRevisions: fromPromise(({ input }) => fetchRevisions(input)),
  createRevision: fromPromise(({ input }) => createRevision(input)),
  markFixed: fromPromise(({ input }) => markRevisionFixed(input)),
  markVerified: fromPromise(({ input }) => markRevisionVerified(input)),
  updateRevision: fromPromise(({ input }) => updateRevision(input)),
  deleteRevision: fromPromise(({ input }) => deleteRevision(input)),
};
