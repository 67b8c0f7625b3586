import type { LogType } from '../../domain/log/logTypes';
import type { LifecycleEventType } from '../../domain/siteLifecycle/siteLifecycleEvents';

/** The log entry each lifecycle event writes; the quoted ones are part 1 §4's exact messages. */
export const siteEventLog: Record<LifecycleEventType, { message: string; logType: LogType }> = {
  READY: { message: 'Test site made ready for design', logType: 'OTHER' },
  ASSIGN_DESIGNER: { message: 'Designer assigned', logType: 'DESIGNER' },
  UNASSIGN_DESIGNER: { message: 'Designer unassigned', logType: 'DESIGNER' },
  SUBMIT_FOR_REVIEW: { message: 'Submitted for review', logType: 'IN_REVIEW' },
  WAIT_FOR_CONTENT: { message: 'Waiting for content', logType: 'OTHER' },
  CONTENT_RECEIVED: { message: 'Content received', logType: 'OTHER' },
  REQUEST_REVISIONS: { message: 'Revisions requested', logType: 'OTHER' },
  REVISIONS_DONE: { message: 'Revisions done', logType: 'OTHER' },
  STAGE: { message: 'Site staged', logType: 'STAGE' },
  FINAL_QA: { message: 'Final QA started', logType: 'OTHER' },
  APPROVE: { message: 'Site approved', logType: 'OTHER' },
  READY_TO_LAUNCH: { message: 'Site 100% ready', logType: 'OTHER' },
  LAUNCH_MISSED: { message: 'Launch date missed', logType: 'OTHER' },
  RESCHEDULE: { message: 'Missed launch rescheduled', logType: 'OTHER' },
  POST_LIVE_QA: { message: 'Post-live QA started', logType: 'OTHER' },
  QA_DONE: { message: 'Post-live QA done', logType: 'OTHER' },
  REBUILD: { message: 'Site marked for rebuild', logType: 'OTHER' },
  GO_LIVE: { message: 'Site live', logType: 'GO_LIVE' },
  MARK_LOST: { message: 'Marked as lost', logType: 'OTHER' },
  REOPEN: { message: 'Site reopened', logType: 'OTHER' },
};
