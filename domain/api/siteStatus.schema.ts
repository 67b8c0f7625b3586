import * as v from 'valibot';
import { type SiteStatus, selectableStatuses, siteStatuses } from '../siteStatus';
import type { LifecycleEventType } from '../siteLifecycle/siteLifecycleEvents';

/**
 * Events POST /api/sites/{id}/transition accepts. The others have their own route because they
 * change more than the status: assignment (ASSIGN_/UNASSIGN_DESIGNER), a launch date
 * (RESCHEDULE), checks (SUBMIT_FOR_REVIEW /qa, STAGE /stage, GO_LIVE /live, MARK_LOST /lost),
 * or only the daily job sends them (LAUNCH_MISSED).
 */
export const transitionEventTypes = [
  'READY',
  'WAIT_FOR_CONTENT',
  'CONTENT_RECEIVED',
  'REQUEST_REVISIONS',
  'REVISIONS_DONE',
  'FINAL_QA',
  'APPROVE',
  'READY_TO_LAUNCH',
  'POST_LIVE_QA',
  'QA_DONE',
  'REBUILD',
  'REOPEN',
] as const satisfies readonly LifecycleEventType[];

export const transitionBody = v.object({
  event: v.picklist(transitionEventTypes, `event must be one of ${transitionEventTypes.join(', ')}`),
});

export const overrideStatusBody = v.object({
  status: v.picklist(selectableStatuses as [SiteStatus, ...SiteStatus[]], `status must be one of ${selectableStatuses.join(', ')}`),
});

/** What every status action answers (staging's too): where the site was and where it is now. */
export const siteStatusChangeSchema = v.object({
  id: v.number(),
  from: v.picklist(siteStatuses),
  launcher_label: v.picklist(siteStatuses),
});
export type SiteStatusChange = v.InferOutput<typeof siteStatusChangeSchema>;
