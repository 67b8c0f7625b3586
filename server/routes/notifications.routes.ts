import { notificationsEndpoints } from '../../domain/api/notifications.endpoints';
import { defineRoute, type RouteModule } from '../http/route';
import { listNotifications, markNotificationsRead, readPreferences, savePreferences, snoozeNotification } from '../inbox/inboxQueries';

/** /api/notifications: the caller's own inbox and its preferences (domain/api/notifications.endpoints.ts). */
export const notificationsRoutes: RouteModule = () => [
  defineRoute(notificationsEndpoints.list, ({ deps, user, query }) =>
    listNotifications(deps.db, user.id, query.unread === '1', deps.now()),
  ),
  defineRoute(notificationsEndpoints.markRead, ({ deps, user, body }) => markNotificationsRead(deps.db, user.id, body, deps.now())),
  defineRoute(notificationsEndpoints.snooze, ({ deps, user, params, body }) =>
    snoozeNotification(deps.db, user.id, params.id, body.until, deps.now()),
  ),
  defineRoute(notificationsEndpoints.preferences, ({ deps, user }) => readPreferences(deps.db, user.id)),
  defineRoute(notificationsEndpoints.savePreferences, ({ deps, user, body }) => savePreferences(deps.db, user.id, body)),
];
