import { type Capability, can } from '../permissions';
import type { Role } from '../roles';
import type { SiteStatus } from '../siteStatus';

/** The events of decisions.md §3, in the order of the matrix. */
export const lifecycleEventTypes = [
  'READY',
  'ASSIGN_DESIGNER',
  'UNASSIGN_DESIGNER',
  'SUBMIT_FOR_REVIEW',
  'WAIT_FOR_CONTENT',
  'CONTENT_RECEIVED',
  'REQUEST_REVISIONS',
  'REVISIONS_DONE',
  'STAGE',
  'FINAL_QA',
  'APPROVE',
  'READY_TO_LAUNCH',
  'LAUNCH_MISSED',
  'RESCHEDULE',
  'POST_LIVE_QA',
  'QA_DONE',
  'REBUILD',
  'GO_LIVE',
  'MARK_LOST',
  'REOPEN',
] as const;
export type LifecycleEventType = (typeof lifecycleEventTypes)[number];

/** @internal Exported for tests (knip --production: decision 0416). */
export const isLifecycleEventType = (value: unknown): value is LifecycleEventType =>
  typeof value === 'string' && (lifecycleEventTypes as readonly string[]).includes(value);

/** 'system' is the daily job: the only sender of LAUNCH_MISSED, which no person may send. */
export type ActorRole = Role | 'system';

export interface SiteLifecycleEvent {
  type: LifecycleEventType;
  role: ActorRole;
}

/**
 * Who may send each event: a capability of the permission matrix, or 'system'. The machine's one
 * role guard reads this table, so the matrix in domain/permissions.ts stays the single authority.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const lifecycleEventCapability: Record<LifecycleEventType, Capability | 'system'> = {
  READY: 'releaseTestSite',
  ASSIGN_DESIGNER: 'assignDesigner',
  UNASSIGN_DESIGNER: 'assignDesigner',
  SUBMIT_FOR_REVIEW: 'submitForReview',
  WAIT_FOR_CONTENT: 'holdForContent',
  CONTENT_RECEIVED: 'holdForContent',
  REQUEST_REVISIONS: 'runSiteQa',
  REVISIONS_DONE: 'markRevisionFixed',
  STAGE: 'stageSite',
  FINAL_QA: 'runSiteQa',
  APPROVE: 'runSiteQa',
  READY_TO_LAUNCH: 'markReadyToLaunch',
  LAUNCH_MISSED: 'system',
  // Whoever may set a date may bring a missed launch back (schedule covers reschedule's roles).
  RESCHEDULE: 'scheduleLaunch',
  POST_LIVE_QA: 'runSiteQa',
  QA_DONE: 'runSiteQa',
  REBUILD: 'rebuildSite',
  GO_LIVE: 'goLive',
  MARK_LOST: 'markLost',
  REOPEN: 'reopenSite',
};

export const actorMaySend = (role: ActorRole, type: LifecycleEventType): boolean => {
  const needed = lifecycleEventCapability[type];
  if (needed === 'system') return role === 'system';
  return role !== 'system' && can(role, needed);
};

/**
 * How each event reads in a sentence ('Cannot <action> a site in <status>') and where it leads.
 * REVISIONS_DONE and ASSIGN_DESIGNER lead to different places from different statuses; their
 * target names every possibility.
 */
export const lifecycleEventWording: Record<LifecycleEventType, { action: string; target: string }> = {
  READY: { action: 'make ready for design', target: 'Ready for Design' },
  ASSIGN_DESIGNER: { action: 'assign a designer to', target: 'In Design' },
  UNASSIGN_DESIGNER: { action: 'unassign the designer of', target: 'Ready for Design' },
  SUBMIT_FOR_REVIEW: { action: 'submit for review', target: 'Pre-Staging QA' },
  WAIT_FOR_CONTENT: { action: 'wait for content on', target: 'Waiting for Content' },
  CONTENT_RECEIVED: { action: 'mark content received for', target: 'In Design' },
  REQUEST_REVISIONS: { action: 'request revisions on', target: 'Revisions Needed' },
  REVISIONS_DONE: { action: 'finish revisions on', target: 'Pre-Staging QA or Final QA' },
  STAGE: { action: 'stage', target: 'Staged' },
  FINAL_QA: { action: 'start final QA on', target: 'Final QA' },
  APPROVE: { action: 'approve', target: 'Approved' },
  READY_TO_LAUNCH: { action: 'mark 100% ready', target: '100% Ready' },
  LAUNCH_MISSED: { action: 'mark a missed launch on', target: 'Missed Launch' },
  RESCHEDULE: { action: 'reschedule', target: '100% Ready' },
  POST_LIVE_QA: { action: 'start post-live QA on', target: 'Post-Live QA' },
  QA_DONE: { action: 'finish post-live QA on', target: 'Live' },
  REBUILD: { action: 'rebuild', target: 'Rebuild' },
  GO_LIVE: { action: 'go live with', target: 'Live' },
  MARK_LOST: { action: 'mark as lost', target: 'Lost' },
  REOPEN: { action: 'reopen', target: 'Ready for Design' },
};

/** The 409 text: names the current status and where the event would have led (decisions.md §3). */
export const refusalMessage = (status: SiteStatus, type: LifecycleEventType): string => {
  const { action, target } = lifecycleEventWording[type];
  return `Cannot ${action} a site in ${status}: ${status} to ${target} is not allowed`;
};
