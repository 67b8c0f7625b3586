import type { SiteStatusChange } from '../../domain/api/siteStatus.schema';
import type { Notice } from '../shared/notice';
import type { StatusAction } from './statusActions';

/** Part 1 §8's toasts for the named actions; transitions and overrides name the new status instead. */
const namedToasts = {
  submitForReview: { done: 'Site submitted for review!', failed: 'Unable to submit site for review' },
  markLost: { done: 'Marked as lost!', failed: 'Unable to mark site as lost' },
  markLive: { done: 'Marked as live!', failed: 'Unable to mark site as live' },
  delete: { done: 'Site deleted!', failed: 'Unable to delete site' },
} as const;

const changeFailedMessage = 'Unable to change status';

/** A deletion has no page to come back to: its pending toast (part 1 §8) is replaced by the outcome. */
const deletionKey = (siteId: number) => `siteStatus-delete-${siteId}`;
const keyOf = (siteId: number, action: StatusAction) => (action.kind === 'delete' ? { key: deletionKey(siteId) } : {});

export const deletingNotice = (siteId: number): Notice => ({ tone: 'pending', message: 'Deleting site...', key: deletionKey(siteId) });

export const doneNotice = (siteId: number, action: StatusAction, change: SiteStatusChange | null): Notice => {
  const message =
    action.kind === 'transition' || action.kind === 'override'
      ? `Status changed to ${change?.launcher_label ?? (action.kind === 'override' ? action.status : 'its next step')}!`
      : namedToasts[action.kind].done;
  return { tone: 'success', message, ...keyOf(siteId, action) };
};

/**
 * The failure toast: the spec's text for a named action, with the server's reason when it gave
 * one; for a transition or an override the reason alone (its 409 names both statuses), which says
 * more than any fixed text could.
 */
export const failedNotice = (siteId: number, action: StatusAction, reason: string | null): Notice => {
  const text =
    action.kind === 'transition' || action.kind === 'override'
      ? { message: reason ?? changeFailedMessage }
      : reason
        ? { title: namedToasts[action.kind].failed, message: reason }
        : { message: namedToasts[action.kind].failed };
  return { tone: 'error', ...text, ...keyOf(siteId, action) };
};
