import { describe, expect, it } from 'vitest';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { roles, type Role } from '../../domain/roles';
import { type SiteStatus, siteStatuses } from '../../domain/siteStatus';
import { allowedEvents, nextStatus } from './nextStatus';
import { siteLifecycleMachine } from './siteLifecycle.machine';
import {
  type ActorRole,
  isLifecycleEventType,
  type LifecycleEventType,
  lifecycleEventTypes,
  type SiteLifecycleEvent,
} from '../../domain/siteLifecycle/siteLifecycleEvents';

/** decisions.md §3, written out again by hand so the machine is checked against the document, not itself. */
const matrix: Record<SiteStatus, Partial<Record<LifecycleEventType, SiteStatus>>> = {
  Test: { READY: 'Ready for Design' },
  'Ready for Design': { ASSIGN_DESIGNER: 'In Design', SUBMIT_FOR_REVIEW: 'Pre-Staging QA' },
  'In Design': { SUBMIT_FOR_REVIEW: 'Pre-Staging QA', WAIT_FOR_CONTENT: 'Waiting for Content', UNASSIGN_DESIGNER: 'Ready for Design' },
  'Waiting for Content': { CONTENT_RECEIVED: 'In Design' },
  'In Review': { SUBMIT_FOR_REVIEW: 'Pre-Staging QA', REQUEST_REVISIONS: 'Revisions Needed' },
  'Pre-Staging QA': { STAGE: 'Staged', REQUEST_REVISIONS: 'Revisions Needed' },
  // REVISIONS_DONE depends on where the revisions came from: checked on its own below.
  'Revisions Needed': { ASSIGN_DESIGNER: 'Revisions Needed' },
  Staged: { FINAL_QA: 'Final QA', WAIT_FOR_CONTENT: 'Waiting for Content' },
  'Final QA': { STAGE: 'Staged', APPROVE: 'Approved', REQUEST_REVISIONS: 'Revisions Needed' },
  Approved: { READY_TO_LAUNCH: '100% Ready' },
  '100% Ready': {},
  'Missed Launch': { RESCHEDULE: '100% Ready' },
  Live: { POST_LIVE_QA: 'Post-Live QA', REBUILD: 'Rebuild' },
  'Post-Live QA': { QA_DONE: 'Live' },
  Rebuild: { ASSIGN_DESIGNER: 'In Design' },
  Lost: { REOPEN: 'Ready for Design' },
};
const preLive: SiteStatus[] = [
  'Ready for Design',
  'In Design',
  'In Review',
  'Revisions Needed',
  'Waiting for Content',
  'Pre-Staging QA',
  'Staged',
  'Final QA',
  'Approved',
  '100% Ready',
];
for (const status of siteStatuses) {
  if (status !== 'Live') matrix[status].GO_LIVE = 'Live';
  if (status !== 'Lost' && status !== 'Test') matrix[status].MARK_LOST = 'Lost';
  if (preLive.includes(status)) matrix[status].LAUNCH_MISSED = 'Missed Launch';
}

/** Who may send each event (decisions.md §2 where it names the role; docs/decisions/0017-lifecycle-event-roles.md for the rest). */
const senders: Record<LifecycleEventType, ActorRole[]> = {
  READY: ['admin'],
  ASSIGN_DESIGNER: ['admin', 'designer'],
  UNASSIGN_DESIGNER: ['admin', 'designer'],
  SUBMIT_FOR_REVIEW: ['admin', 'designer'],
  WAIT_FOR_CONTENT: ['admin', 'designer', 'care'],
  CONTENT_RECEIVED: ['admin', 'designer', 'care'],
  REQUEST_REVISIONS: ['admin', 'care'],
  REVISIONS_DONE: ['admin', 'designer', 'care'],
  STAGE: ['admin', 'care'],
  FINAL_QA: ['admin', 'care'],
  APPROVE: ['admin', 'care'],
  READY_TO_LAUNCH: ['admin', 'launch'],
  LAUNCH_MISSED: ['system'],
  RESCHEDULE: ['admin', 'ae', 'launch'],
  POST_LIVE_QA: ['admin', 'care'],
  QA_DONE: ['admin', 'care'],
  REBUILD: ['admin'],
  GO_LIVE: ['admin', 'launch'],
  MARK_LOST: ['admin', 'ae'],
  REOPEN: ['admin'],
};
const actorRoles: ActorRole[] = [...roles, 'system'];
const everyEvent: SiteLifecycleEvent[] = lifecycleEventTypes.flatMap((type) => actorRoles.map((role) => ({ type, role })));
const sender = (type: LifecycleEventType): ActorRole => senders[type][0] as ActorRole;
const eventsOf = (...who: ActorRole[]) => everyEvent.filter((event) => who.includes(event.role));
const statusOf = (snapshot: { value: unknown }) => snapshot.value as SiteStatus;
const from = (status: SiteStatus, revisionsFrom: SiteStatus | null = null) =>
  siteLifecycleMachine.resolveState({ value: status, context: { revisionsFrom } });

describe('siteLifecycle graph', () => {
  const shortest = getShortestPaths(siteLifecycleMachine, { events: everyEvent });

  it('reaches every status from Test but In Review, which only carried-over sites are in', () => {
    const reached = new Set(shortest.map((path) => statusOf(path.state)));
    expect([...reached].sort()).toEqual(siteStatuses.filter((status) => status !== 'In Review').sort());
  });

  it('leaves In Review for every status the rest of the graph reaches', () => {
    const reached = new Set(
      getShortestPaths(siteLifecycleMachine, { events: everyEvent, fromState: from('In Review') }).map((p) => statusOf(p.state)),
    );
    expect([...reached].sort()).toEqual([...siteStatuses].filter((status) => status !== 'Test').sort());
  });

  it('replays every shortest path through nextStatus to the same status', () => {
    for (const path of shortest) {
      let current = { status: 'Test' as SiteStatus, revisionsFrom: null as SiteStatus | null };
      for (const step of path.steps.filter((s) => isLifecycleEventType(s.event.type))) {
        const result = nextStatus(current, step.event);
        if (!result.ok) throw new Error(`${step.event.type} refused from ${current.status}`);
        current = { status: result.status, revisionsFrom: result.revisionsFrom };
        expect(current.status).toBe(statusOf(step.state));
      }
      expect(current.status).toBe(statusOf(path.state));
    }
  });

  it('needs only the system to miss a launch: the shortest way to Missed Launch is READY then LAUNCH_MISSED', () => {
    const missed = shortest.find((path) => statusOf(path.state) === 'Missed Launch');
    const types: string[] = missed?.steps.map((step) => step.event.type) ?? [];
    expect(types.filter(isLifecycleEventType)).toEqual(['READY', 'LAUNCH_MISSED']);
  });

  it.each<[string, ActorRole[], SiteStatus, SiteStatus[]]>([
    ['a designer', ['designer'], 'Ready for Design', ['Ready for Design', 'In Design', 'Pre-Staging QA', 'Waiting for Content']],
    ['the launch specialist and the daily job', ['launch', 'system'], 'Approved', ['Approved', '100% Ready', 'Missed Launch', 'Live']],
    ['an account executive', ['ae'], 'Missed Launch', ['Missed Launch', '100% Ready', 'Lost']],
    ['an executive', ['executive'], 'In Design', ['In Design']],
  ])('keeps %s on their own simple paths', (_who, who, start, expected) => {
    const ends = new Set(
      getSimplePaths(siteLifecycleMachine, { events: eventsOf(...who), fromState: from(start) }).map((p) => statusOf(p.state)),
    );
    expect([...ends].sort()).toEqual([...expected].sort());
  });
});

describe('siteLifecycle matrix (decisions.md §3)', () => {
  const rows = siteStatuses.flatMap((status) =>
    lifecycleEventTypes.filter((type) => type !== 'REVISIONS_DONE').map((type) => [status, type] as const),
  );

  it.each(rows)('%s + %s', (status, type) => {
    const result = nextStatus({ status, revisionsFrom: null }, { type, role: sender(type) });
    const expected = matrix[status][type];
    if (expected) {
      expect(result).toEqual({
        ok: true,
        status: expected,
        revisionsFrom: expected === 'Revisions Needed' && status !== 'Revisions Needed' ? status : null,
      });
    } else {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.reason).toBe('status');
        expect(result.message).toMatch(new RegExp(`^Cannot .+ a site in ${status.replace('%', '\\%')}: `));
      }
    }
  });

  it.each<[SiteStatus | null, SiteStatus]>([
    ['Pre-Staging QA', 'Pre-Staging QA'],
    ['In Review', 'Pre-Staging QA'],
    [null, 'Pre-Staging QA'],
    ['Final QA', 'Final QA'],
    ['Approved', 'Final QA'],
    ['Live', 'Final QA'],
  ])('REVISIONS_DONE after revisions from %s returns to %s and forgets where it came from', (came, to) => {
    expect(nextStatus({ status: 'Revisions Needed', revisionsFrom: came }, { type: 'REVISIONS_DONE', role: 'designer' })).toEqual({
      ok: true,
      status: to,
      revisionsFrom: null,
    });
  });

  it('refuses REVISIONS_DONE outside Revisions Needed', () => {
    for (const status of siteStatuses.filter((s) => s !== 'Revisions Needed')) {
      expect(nextStatus({ status, revisionsFrom: null }, { type: 'REVISIONS_DONE', role: 'admin' })).toMatchObject({
        ok: false,
        reason: 'status',
      });
    }
  });

  it('remembers Final QA through a designer change and forgets it on leaving', () => {
    const requested = nextStatus({ status: 'Final QA', revisionsFrom: null }, { type: 'REQUEST_REVISIONS', role: 'care' });
    expect(requested).toEqual({ ok: true, status: 'Revisions Needed', revisionsFrom: 'Final QA' });
    const reassigned = nextStatus({ status: 'Revisions Needed', revisionsFrom: 'Final QA' }, { type: 'ASSIGN_DESIGNER', role: 'designer' });
    expect(reassigned).toEqual({ ok: true, status: 'Revisions Needed', revisionsFrom: 'Final QA' });
    expect(nextStatus({ status: 'Revisions Needed', revisionsFrom: 'Final QA' }, { type: 'MARK_LOST', role: 'ae' })).toEqual({
      ok: true,
      status: 'Lost',
      revisionsFrom: null,
    });
  });

  it('names both statuses when it refuses', () => {
    expect(nextStatus({ status: 'Live', revisionsFrom: null }, { type: 'STAGE', role: 'care' })).toEqual({
      ok: false,
      reason: 'status',
      message: 'Cannot stage a site in Live: Live to Staged is not allowed',
    });
  });
});

describe('siteLifecycle role guards', () => {
  const validFrom = (type: LifecycleEventType): SiteStatus =>
    type === 'REVISIONS_DONE' ? 'Revisions Needed' : (siteStatuses.find((status) => matrix[status][type]) as SiteStatus);

  it.each(lifecycleEventTypes.map((type) => [type]))('%s only for its roles', (type) => {
    for (const role of actorRoles) {
      const result = nextStatus({ status: validFrom(type), revisionsFrom: null }, { type, role });
      if (senders[type].includes(role)) expect(result.ok).toBe(true);
      else expect(result).toMatchObject({ ok: false, reason: 'role' });
    }
  });

  it.each<[SiteStatus, Role, LifecycleEventType[]]>([
    ['In Design', 'designer', ['UNASSIGN_DESIGNER', 'SUBMIT_FOR_REVIEW', 'WAIT_FOR_CONTENT']],
    ['Pre-Staging QA', 'care', ['REQUEST_REVISIONS', 'STAGE']],
    ['100% Ready', 'launch', ['GO_LIVE']],
    ['Live', 'admin', ['POST_LIVE_QA', 'REBUILD', 'MARK_LOST']],
    ['Lost', 'admin', ['GO_LIVE', 'REOPEN']],
    ['Lost', 'ae', []],
    ['Test', 'florist', []],
  ])('allowedEvents(%s, %s) lists what the views offer', (status, role, expected) => {
    expect(allowedEvents(status, role)).toEqual(expected);
  });
});
