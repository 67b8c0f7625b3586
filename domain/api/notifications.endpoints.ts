import { endpoint } from './endpoint';
import { idParams } from './id.schema';
import {
  listNotificationsQuery,
  markReadBody,
  notificationPreferencesSchema,
  notificationsSchema,
  snoozeBody,
  unreadCountSchema,
} from './notifications.schema';

/**
 * /api/notifications: the caller's own inbox (issue 34). Notifications are written by the change
 * that causes them (server/inbox/); these read them, mark them read, snooze them and keep the
 * caller's preferences. Another person's notification answers 404 'Notification not found'.
 */
export const notificationsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/notifications',
    capability: 'readInbox',
    summary: "The caller's notifications",
    description:
      'Newest first, at most 200; a snoozed one is left out until its time. `unread=1` gives only the unread ones. `unreadCount` is what the bell shows.',
    query: listNotificationsQuery,
    answers: { 200: notificationsSchema },
  }),
  markRead: endpoint({
    method: 'post',
    path: '/api/notifications/read',
    capability: 'readInbox',
    summary: 'Marks notifications read',
    description: '`{ids}` marks those of the caller; `{all: true}` every one. Ids of other people are passed over.',
    body: markReadBody,
    answers: { 200: unreadCountSchema },
  }),
  snooze: endpoint({
    method: 'post',
    path: '/api/notifications/:id{[0-9]+}/snooze',
    capability: 'readInbox',
    summary: 'Snoozes a notification',
    description: 'Hidden until 8:00 tomorrow (`tomorrow`) or 8:00 next Monday (`nextWeek`), UTC, then shown again unread.',
    params: idParams,
    body: snoozeBody,
    answers: { 200: unreadCountSchema },
  }),
  preferences: endpoint({
    method: 'get',
    path: '/api/notifications/preferences',
    capability: 'readInbox',
    summary: "The caller's notification preferences",
    description: 'The kinds they receive (every kind until they choose) and whether they get the daily e-mail digest at 8:00.',
    answers: { 200: notificationPreferencesSchema },
  }),
  savePreferences: endpoint({
    method: 'put',
    path: '/api/notifications/preferences',
    capability: 'readInbox',
    summary: "Saves the caller's notification preferences",
    body: notificationPreferencesSchema,
    answers: { 200: notificationPreferencesSchema },
  }),
};
