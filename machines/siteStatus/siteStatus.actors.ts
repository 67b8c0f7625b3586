import type { EndpointOutput } from '../../domain/api/endpoint';
import type { siteStatusEndpoints } from '../../domain/api/siteStatus.endpoints';
import type { SiteStatusChange } from '../../domain/api/siteStatus.schema';
import { type Notice, titledFailureNotice } from '../shared/notice';
import { unprovided } from '../shared/unprovided';
import type { StatusAction } from './statusActions';

/**
 * The contract of the status action machine's one actor: the endpoint of the chosen action
 * (domain/api/siteStatus.endpoints.ts: POST /qa, /live, /lost, /transition, /status, or DELETE for
 * a test site), so it is not one endpoint's call. It resolves with the server's answer (null for a
 * deletion, which answers nothing) and rejects with the call's ApiError; a refusal the server
 * explained gives the toast its reason (`refusalOf`).
 */
type RunStatusActionInput = { siteId: number; action: StatusAction };

export const unprovidedSiteStatusActors = {
  runAction: unprovided<EndpointOutput<typeof siteStatusEndpoints.transition> | null, RunStatusActionInput>('siteStatus', 'runAction'),
};

export type SiteStatusActors = typeof unprovidedSiteStatusActors;

/** Part 1 §8's toasts for the named actions; transitions and overrides name the new status instead. */
const namedActionTexts = {
  submitForReview: { done: 'Site submitted for review!', failed: 'Unable to submit site for review' },
  markLost: { done: 'Marked as lost!', failed: 'Unable to mark site as lost' },
  markLive: { done: 'Marked as live!', failed: 'Unable to mark site as live' },
  delete: { done: 'Site deleted!', failed: 'Unable to delete site' },
} as const;

/** A deletion has no page to come back to: its pending toast (part 1 §8) is replaced by the outcome. */
const deletionKey = (siteId: number) => `siteStatus-delete-${siteId}`;
const keyOf = (siteId: number, action: StatusAction) => (action.kind === 'delete' ? { key: deletionKey(siteId) } : {});

export const siteStatusNotices = {
  deleting: (siteId: number): Notice => ({ tone: 'pending', message: 'Deleting site...', key: deletionKey(siteId) }),
  done: (siteId: number, action: StatusAction, change: SiteStatusChange | null): Notice => {
    const message =
      action.kind === 'transition' || action.kind === 'override'
        ? `Status changed to ${change?.launcher_label ?? (action.kind === 'override' ? action.status : 'its next step')}!`
        : namedActionTexts[action.kind].done;
    return { tone: 'success', message, ...keyOf(siteId, action) };
  },
  /**
   * The failure toast: the spec's text for a named action, with the server's reason when it gave
   * one; for a transition or an override the reason alone (its 409 names both statuses), which says
   * more than any fixed text could.
   */
  failed: (siteId: number, action: StatusAction, reason: string | null): Notice => ({
    ...(action.kind === 'transition' || action.kind === 'override'
      ? { tone: 'error', message: reason ?? 'Unable to change status' }
      : titledFailureNotice(namedActionTexts[action.kind].failed, reason)),
    ...keyOf(siteId, action),
  }),
} as const satisfies Record<string, (...args: never[]) => Notice>;
