import type { SiteStatusChange } from '../../domain/api/siteStatus.schema';
import type { StatusAction } from './statusActions';

/** Part 1 §8's toasts for the named actions; transitions and overrides name the new status instead. */
const namedToasts = {
  submitForReview: { done: 'Site submitted for review!', failed: 'Unable to submit site for review' },
  markLost: { done: 'Marked as lost!', failed: 'Unable to mark site as lost' },
  markLive: { done: 'Marked as live!', failed: 'Unable to mark site as live' },
  delete: { done: 'Site deleted!', failed: 'Unable to delete site' },
} as const;

export const deletingMessage = 'Deleting site...';
export const changeFailedMessage = 'Unable to change status';

export const successMessage = (action: StatusAction, change: SiteStatusChange | null): string => {
  if (action.kind === 'transition' || action.kind === 'override') {
    return `Status changed to ${change?.launcher_label ?? (action.kind === 'override' ? action.status : 'its next step')}!`;
  }
  return namedToasts[action.kind].done;
};

/**
 * The failure toast: the spec's text for a named action; for a transition or an override the
 * server's own reason (its 409 names both statuses), which says more than any fixed text could.
 */
export const failureMessage = (action: StatusAction, reason: string | null): { title?: string; message: string } => {
  if (action.kind === 'transition' || action.kind === 'override') return { message: reason ?? changeFailedMessage };
  return reason ? { title: namedToasts[action.kind].failed, message: reason } : { message: namedToasts[action.kind].failed };
};
