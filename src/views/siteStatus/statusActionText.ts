import type { SiteStatus } from '../../../domain/siteStatus';
import { lifecycleEventWording } from '../../../domain/siteLifecycle/siteLifecycleEvents';
import type { StatusAction, TransitionEventType } from '../../../machines/siteStatus/statusActions';
import type { ConfirmModalProps } from '../shared/ConfirmModal';

const transitionLabels: Record<TransitionEventType, string> = {
  READY: 'Ready for Design',
  WAIT_FOR_CONTENT: 'Wait for Content',
  CONTENT_RECEIVED: 'Content Received',
  REQUEST_REVISIONS: 'Request Revisions',
  REVISIONS_DONE: 'Revisions Done',
  FINAL_QA: 'Start Final QA',
  APPROVE: 'Approve',
  READY_TO_LAUNCH: 'Mark 100% Ready',
  POST_LIVE_QA: 'Start Post-Live QA',
  QA_DONE: 'Post-Live QA Done',
  REBUILD: 'Rebuild',
  REOPEN: 'Reopen',
};

export const changeStatusLabel = 'Change status…';

export const menuLabel = (action: StatusAction): string => {
  switch (action.kind) {
    case 'submitForReview':
      return 'Submit for Review';
    case 'markLive':
      return 'Mark Live';
    case 'markLost':
      return 'Mark Lost';
    case 'delete':
      return 'Delete Site';
    case 'transition':
      return transitionLabels[action.event];
    case 'override':
      return changeStatusLabel;
  }
};

type ConfirmText = Pick<ConfirmModalProps, 'title' | 'message' | 'actionText' | 'tone'>;

/** What the confirm asks before each action: the site by name, and where its status goes. */
export const confirmText = (action: StatusAction, site: { name: string; launcher_label: SiteStatus }): ConfirmText => {
  switch (action.kind) {
    case 'submitForReview':
      return {
        title: 'Submit for Review',
        message: `Submit ${site.name} for review? Its status becomes Pre-Staging QA.`,
        actionText: 'Submit for Review',
      };
    case 'markLive':
      return {
        title: 'Mark as Live',
        message: `Mark ${site.name} as live? This skips the Go Live checks.`,
        actionText: 'Mark Live',
        tone: 'positive',
      };
    case 'markLost':
      return { title: 'Mark as Lost', message: `Mark ${site.name} as lost?`, actionText: 'Mark Lost', tone: 'danger' };
    case 'delete':
      return { title: 'Delete test site', message: `Delete ${site.name}? This cannot be undone.`, actionText: 'Delete', tone: 'danger' };
    case 'transition':
      return {
        title: transitionLabels[action.event],
        message: `Move ${site.name} from ${site.launcher_label} to ${lifecycleEventWording[action.event].target}?`,
        actionText: transitionLabels[action.event],
      };
    case 'override':
      return {
        title: 'Change status',
        message: `Change the status of ${site.name} from ${site.launcher_label} to ${action.status}? It is logged as an override.`,
        actionText: 'Change status',
      };
  }
};
