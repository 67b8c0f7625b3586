import { fromPromise } from 'xstate';
import type { Revision } from '../../../domain/api/revisions.schema';
import type { Viewer } from '../../../domain/viewer';
import type { RevisionsActors } from '../../../machines/revisions/revisions.actors';
import { type StubAnswer, stubAnswer } from '../../testing/stubAnswer';
import { changedOnceShown, quietSiteChanges } from '../../testing/siteChangesStub';

export const revisionsAdmin: Viewer = { id: 1, role: 'admin', name: 'Ada Admin' };
export const revisionsCare: Viewer = { id: 2, role: 'care', name: 'Casey Care' };
export const revisionsDesigner: Viewer = { id: 3, role: 'designer', name: 'Dana Designer' };
export const revisionsExecutive: Viewer = { id: 4, role: 'ae', name: 'Alex AE' };

const revision = (id: number, overrides: Partial<Revision>): Revision => ({
  id,
  issue: 'The header logo is blurry on phones.',
  severity: 'Low',
  status: 'Final QA',
  fixed: false,
  verified: false,
  user_id: revisionsCare.id,
  user_name: 'Casey Care',
  user_image: null,
  created_at: '2024-05-01T10:00:00.000Z',
  ...overrides,
});

/** The API takes a flag as a boolean, 0 or 1 (domain/api/revisions.schema.ts); the machines send booleans. */
const asFlag = (value: boolean | 0 | 1 | undefined): boolean => value === true || value === 1;

/** One revision per label: waiting for the designer, waiting for verification, completed. */
export const revisionsFixture: Revision[] = [
  revision(1, {
    severity: 'High',
    issue:
      'The obituary page shows the wrong service times for every listing after the import.\nCheck the time zone of the feed.\nThis third line is cut by the two-line clamp.',
  }),
  revision(2, { severity: 'Medium', issue: 'Contact form sends to the old e-mail address.', fixed: true }),
  revision(3, {
    issue: 'Footer copyright year.',
    status: 'Client Request',
    fixed: true,
    verified: true,
    user_id: revisionsExecutive.id,
    user_name: 'Alex AE',
  }),
];

/**
 * Revisions actors for stories: an in-memory copy of the list that each call reads or changes;
 * each call answers, hangs or fails as asked.
 */
export const revisionsActorsFixture = (
  initial: Revision[] = revisionsFixture,
  behaviour: Partial<Record<Exclude<keyof RevisionsActors, 'siteChanges'> | 'reloadRevisions', StubAnswer>> & {
    /** The site changes (live) once the list shows. */
    liveChange?: boolean;
    /** What a colleague changed meanwhile: the re-read after the live change finds it. */
    colleagueChange?: Pick<Revision, 'id'> & Partial<Revision>;
  } = {},
): RevisionsActors => {
  const stored = new Map(initial.map((entry) => [entry.id, { ...entry }]));
  let nextId = Math.max(0, ...initial.map((entry) => entry.id)) + 1;
  const settle = <T>(actor: Exclude<keyof RevisionsActors, 'siteChanges'> | 'reloadRevisions', answer: () => T): Promise<T> =>
    stubAnswer(behaviour[actor] ?? 'answer', answer);
  let reads = 0;
  const change = (issueId: number, patch: Partial<Revision>): Revision => {
    const found = stored.get(issueId);
    if (!found) throw new Error('Revision not found');
    const changed = { ...found, ...patch };
    stored.set(issueId, changed);
    return changed;
  };
  return {
    siteChanges: behaviour.liveChange ? changedOnceShown : quietSiteChanges,
    loadRevisions: fromPromise(() => {
      const reread = reads++ > 0;
      if (reread && behaviour.colleagueChange) change(behaviour.colleagueChange.id, behaviour.colleagueChange);
      return settle(reread && behaviour.reloadRevisions ? 'reloadRevisions' : 'loadRevisions', () => [...stored.values()]);
    }),
    // The machine always sends severity and status; the defaults only satisfy the API's optional fields.
    createRevision: fromPromise(({ input: { fhid: _fhid, severity = 'Low', status = 'Client Request', verified, ...fields } }) =>
      settle('createRevision', () => {
        const created: Revision = {
          ...fields,
          severity,
          status,
          verified: asFlag(verified),
          id: nextId++,
          fixed: false,
          user_id: 1,
          user_name: 'You',
          user_image: null,
          created_at: new Date().toISOString(),
        };
        stored.set(created.id, created);
        return created;
      }),
    ),
    markFixed: fromPromise(({ input }) =>
      settle('markFixed', () => change(input.issueId, { fixed: asFlag(input.fixed), verified: asFlag(input.verified) })),
    ),
    markVerified: fromPromise(({ input }) => settle('markVerified', () => change(input.issueId, { verified: asFlag(input.verified) }))),
    updateRevision: fromPromise(({ input }) =>
      settle('updateRevision', () => change(input.issueId, { issue: input.issue, severity: input.severity, status: input.status })),
    ),
    deleteRevision: fromPromise(({ input }) =>
      settle('deleteRevision', () => {
        if (!stored.delete(input.issueId)) throw new Error('Revision not found');
        return { id: input.issueId };
      }),
    ),
  };
};
