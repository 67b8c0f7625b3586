import { fromPromise } from 'xstate';
import type { Revision } from '../../domain/api/revisions.schema';
import type { RevisionsActors } from './revisions.actors';

type ActorId = keyof RevisionsActors;
type PendingCall = { input: unknown; resolve: (output: unknown) => void; reject: (error: unknown) => void };

/**
 * Stub actors for tests and stories: every call waits until the caller settles it, so a test
 * replays 'xstate.done.actor.<id>' / 'xstate.error.actor.<id>' exactly where a path has them,
 * and a story holds a request in flight by never settling it.
 */
export const createControlledActors = () => {
  const pending: Record<ActorId, PendingCall[]> = {
    loadRevisions: [],
    createRevision: [],
    markFixed: [],
    markVerified: [],
    updateRevision: [],
    deleteRevision: [],
  };
  const calls: Record<ActorId, unknown[]> = {
    loadRevisions: [],
    createRevision: [],
    markFixed: [],
    markVerified: [],
    updateRevision: [],
    deleteRevision: [],
  };
  const controlled = <TOutput, TInput>(id: ActorId) =>
    fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          calls[id].push(input);
          pending[id].push({ input, resolve: resolve as (output: unknown) => void, reject });
        }),
    );
  const actors: RevisionsActors = {
    loadRevisions: controlled('loadRevisions'),
    createRevision: controlled('createRevision'),
    markFixed: controlled('markFixed'),
    markVerified: controlled('markVerified'),
    updateRevision: controlled('updateRevision'),
    deleteRevision: controlled('deleteRevision'),
  };
  /** The oldest unsettled call of an actor, or undefined. */
  const next = (id: ActorId): PendingCall | undefined => pending[id].shift();
  return { actors, calls, pending, next };
};

export type ControlledActors = ReturnType<typeof createControlledActors>;

/** Actors that answer at once from an in-memory copy of the list, for stories of settled screens. */
export const createInstantActors = (initial: Revision[], failing: Partial<Record<ActorId, true>> = {}): RevisionsActors => {
  const revisions = new Map(initial.map((r) => [r.id, { ...r }]));
  let nextId = Math.max(0, ...initial.map((r) => r.id)) + 1;
  const answer = async <T>(id: ActorId, produce: () => T | undefined): Promise<T> => {
    const output = failing[id] ? undefined : produce();
    if (output === undefined) throw new Error(`Stub ${id} failed`);
    return output;
  };
  const change = (issueId: number, patch: Partial<Revision>) => {
    const revision = revisions.get(issueId);
    if (!revision) return undefined;
    const changed = { ...revision, ...patch };
    revisions.set(issueId, changed);
    return changed;
  };
  return {
    loadRevisions: fromPromise(() => answer('loadRevisions', () => [...revisions.values()])),
    createRevision: fromPromise(({ input }) =>
      answer('createRevision', () => {
        const { fhid: _fhid, ...fields } = input;
        const created: Revision = { ...fields, id: nextId++, fixed: false, user_id: 1, user_name: 'You', user_image: null, created_at: new Date().toISOString() };
        revisions.set(created.id, created);
        return created;
      }),
    ),
    markFixed: fromPromise(({ input }) => answer('markFixed', () => change(input.issueId, { fixed: input.fixed, verified: input.verified }))),
    markVerified: fromPromise(({ input }) => answer('markVerified', () => change(input.issueId, { verified: input.verified }))),
    updateRevision: fromPromise(({ input }) =>
      answer('updateRevision', () => change(input.issueId, { issue: input.issue, severity: input.severity, status: input.status })),
    ),
    deleteRevision: fromPromise(({ input }) => answer('deleteRevision', () => (revisions.delete(input.issueId) ? { id: input.issueId } : undefined))),
  };
};
