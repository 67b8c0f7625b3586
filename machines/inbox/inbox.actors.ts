import { fromCallback } from 'xstate';
import { notificationsEndpoints } from '../../domain/api/notifications.endpoints';
import { failureNotice, type Notice } from '../shared/notice';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/** The person's notifications changed (a new one, or one read on another tab or instance): read them again. */
export type InboxChangedEvent = { type: 'INBOX_CHANGED' };

/**
 * The contract of the inbox's actors (/api/notifications, issue 34): the app injects the real ones
 * (src/api/inbox.api.ts), tests and stories stubs.
 */
export const unprovidedInboxActors = {
  loadInbox: unprovidedEndpoint('inbox', 'loadInbox', notificationsEndpoints.list),
  markRead: unprovidedEndpoint('inbox', 'markRead', notificationsEndpoints.markRead),
  snooze: unprovidedEndpoint('inbox', 'snooze', notificationsEndpoints.snooze),
  loadPreferences: unprovidedEndpoint('inbox', 'loadPreferences', notificationsEndpoints.preferences),
  savePreferences: unprovidedEndpoint('inbox', 'savePreferences', notificationsEndpoints.savePreferences),
  /** The live `inbox` channel: sends INBOX_CHANGED for each change (and after the live connection came back). */
  inboxChanged: fromCallback<InboxChangedEvent>(() => {
    throw new Error('the inboxChanged actor was not provided');
  }),
};

export type InboxActors = typeof unprovidedInboxActors;

/** Our wording (docs/decisions/0521); a failure the server explained shows its words instead. */
export const inboxNotices = {
  loadFailed: { tone: 'error', message: 'Unable to load your inbox' },
  markFailed: (refusal: string | null): Notice => ({ tone: 'error', message: refusal ?? 'Unable to mark as read' }),
  snoozed: { tone: 'success', message: 'Snoozed' },
  snoozeFailed: (refusal: string | null): Notice => ({ tone: 'error', message: refusal ?? 'Unable to snooze' }),
  preferencesFailed: (refusal: string | null): Notice => failureNotice('Unable to save your notification preferences', refusal),
} as const satisfies Record<string, Notice | ((refusal: string | null) => Notice)>;
