import { fromCallback } from 'xstate';
import { notificationsEndpoints } from '../../domain/api/notifications.endpoints';
import type { InboxActors, InboxChangedEvent } from '../../machines/inbox/inbox.actors';
import { onLiveReconnect, subscribeLive } from '../live/appLiveSocket';
import { fromEndpoint } from './fromEndpoint';

/** The inbox's actors: each calls its endpoint of domain/api/notifications.endpoints.ts; `inboxChanged` hears the live `inbox` channel. */
export const inboxActors: InboxActors = {
  loadInbox: fromEndpoint(notificationsEndpoints.list),
  markRead: fromEndpoint(notificationsEndpoints.markRead),
  snooze: fromEndpoint(notificationsEndpoints.snooze),
  loadPreferences: fromEndpoint(notificationsEndpoints.preferences),
  savePreferences: fromEndpoint(notificationsEndpoints.savePreferences),
  // `inbox_changed` of the person's own `inbox` channel (server/live/liveMessage.ts); after a lost connection, what changed meanwhile is unknown.
  inboxChanged: fromCallback<InboxChangedEvent>(({ sendBack }) => {
    const changed = () => sendBack({ type: 'INBOX_CHANGED' });
    const stops = [subscribeLive('inbox', (type) => type === 'inbox_changed' && changed()), onLiveReconnect(changed)];
    return () => stops.forEach((stop) => stop());
  }),
};
