import * as v from 'valibot';
import { notificationKinds } from '../inbox/notificationKinds';
import { idSchema } from './id.schema';

/** /api/notifications: a person's inbox (issue 34). */

const kind = v.picklist(notificationKinds, `kind must be one of ${notificationKinds.join(', ')}`);

/** GET /api/notifications?unread=1: only the unread ones. */
export const listNotificationsQuery = v.object({
  unread: v.optional(v.picklist(['1'], 'unread must be 1')),
});

export const notificationSchema = v.object({
  id: v.number(),
  kind: v.picklist(notificationKinds),
  /** The site it is about; null for one about no site. */
  siteId: v.nullable(v.number()),
  siteName: v.nullable(v.string()),
  /** Who caused it; null for the system (a daily job). */
  actorName: v.nullable(v.string()),
  message: v.string(),
  /** The app's path it opens, e.g. '/sites/id/12/qa'. */
  link: v.string(),
  /** ISO instant. */
  createdAt: v.string(),
  read: v.boolean(),
});
export type InboxNotification = v.InferOutput<typeof notificationSchema>;

/** Newest first, snoozed ones left out until their time; the count is every unread one shown. */
export const notificationsSchema = v.object({ notifications: v.array(notificationSchema), unreadCount: v.number() });
export type InboxPage = v.InferOutput<typeof notificationsSchema>;

/** POST /api/notifications/read: some (`ids`) or every one (`all: true`). */
export const markReadBody = v.pipe(
  v.object({
    ids: v.optional(
      v.pipe(
        v.array(idSchema('ids'), 'ids must be a list of ids'),
        v.minLength(1, 'ids must not be empty'),
        v.maxLength(500, 'ids must have at most 500 entries'),
      ),
    ),
    all: v.optional(v.literal(true, 'all must be true')),
  }),
  v.check((body) => (body.ids === undefined) !== (body.all === undefined), 'send ids or all: true'),
);
export type MarkReadBody = v.InferOutput<typeof markReadBody>;

export const snoozeChoices = ['tomorrow', 'nextWeek'] as const;
export type SnoozeChoice = (typeof snoozeChoices)[number];

/** POST /api/notifications/{id}/snooze. */
export const snoozeBody = v.object({ until: v.picklist(snoozeChoices, 'until must be tomorrow or nextWeek') });

/** The unread count after a change, for the bell. */
export const unreadCountSchema = v.object({ unreadCount: v.number() });

/** GET/PUT /api/notifications/preferences: the kinds received and the daily e-mail digest. */
export const notificationPreferencesSchema = v.object({
  kinds: v.pipe(v.array(kind, 'kinds must be a list'), v.maxLength(notificationKinds.length, 'kinds must list each kind once')),
  dailyDigest: v.boolean('dailyDigest must be true or false'),
});
export type NotificationPreferences = v.InferOutput<typeof notificationPreferencesSchema>;
