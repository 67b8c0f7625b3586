import { type Kysely, sql } from 'kysely';
import { notificationKinds } from '../../domain/inbox/notificationKinds';
import { snoozeUntil } from '../../domain/inbox/snoozeUntil';
import type { InboxPage, MarkReadBody, NotificationPreferences, SnoozeChoice } from '../../domain/api/notifications.schema';
import type { Database } from '../db/schema';
import { notFound } from '../http/httpError';

/** The most an inbox shows at once; older ones stay in the database. */
const inboxPageSize = 200;

/** Shown: not snoozed, or snoozed until a time that has come. */
const shownAt = (now: Date) => sql<boolean>`(n.snoozed_until IS NULL OR n.snoozed_until <= ${now})`;

const unreadCount = async (db: Kysely<Database>, userId: number, now: Date): Promise<number> => {
  const { count } = await db
    .selectFrom('notifications as n')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('n.user_id', '=', userId)
    .where('n.read_at', 'is', null)
    .where(shownAt(now))
    .executeTakeFirstOrThrow();
  return Number(count);
};

/** GET /api/notifications: newest first, snoozed ones left out until their time. */
export const listNotifications = async (db: Kysely<Database>, userId: number, unreadOnly: boolean, now: Date): Promise<InboxPage> => {
  let query = db
    .selectFrom('notifications as n')
    .leftJoin('sites as s', 's.id', 'n.site_id')
    .leftJoin('users as actor', 'actor.id', 'n.actor_id')
    .select([
      'n.id',
      'n.kind',
      'n.site_id',
      's.name as site_name',
      'actor.name as actor_name',
      'n.message',
      'n.link',
      'n.created_at',
      'n.read_at',
    ])
    .where('n.user_id', '=', userId)
    .where(shownAt(now));
  if (unreadOnly) query = query.where('n.read_at', 'is', null);
  const rows = await query.orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').limit(inboxPageSize).execute();
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      siteId: row.site_id,
      siteName: row.site_name,
      actorName: row.actor_name,
      message: row.message,
      link: row.link,
      createdAt: row.created_at.toISOString(),
      read: row.read_at !== null,
    })),
    unreadCount: await unreadCount(db, userId, now),
  };
};

/** POST /api/notifications/read: the caller's own, some or all. */
export const markNotificationsRead = async (
  db: Kysely<Database>,
  userId: number,
  which: MarkReadBody,
  now: Date,
): Promise<{ unreadCount: number }> => {
  let update = db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (which.ids) update = update.where('id', 'in', which.ids);
  await update.execute();
  return { unreadCount: await unreadCount(db, userId, now) };
};

/** POST /api/notifications/{id}/snooze: hidden until the chosen morning, then shown again unread. */
export const snoozeNotification = async (
  db: Kysely<Database>,
  userId: number,
  id: number,
  choice: SnoozeChoice,
  now: Date,
): Promise<{ unreadCount: number }> => {
  const snoozed = await db
    .updateTable('notifications')
    .set({ snoozed_until: snoozeUntil(choice, now), read_at: null })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (snoozed.numUpdatedRows === 0n) throw notFound('Notification');
  return { unreadCount: await unreadCount(db, userId, now) };
};

/** GET /api/notifications/preferences: every kind and no digest until the person chooses. */
export const readPreferences = async (db: Kysely<Database>, userId: number): Promise<NotificationPreferences> => {
  const row = await db
    .selectFrom('notification_preferences')
    .select(['muted_kinds', 'daily_digest'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const muted = row?.muted_kinds ?? [];
  return { kinds: notificationKinds.filter((kind) => !muted.includes(kind)), dailyDigest: row?.daily_digest ?? false };
};

/** PUT /api/notifications/preferences: stored as the kinds turned off, so a new kind reaches everyone. */
export const savePreferences = async (
  db: Kysely<Database>,
  userId: number,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> => {
  const muted = JSON.stringify(notificationKinds.filter((kind) => !preferences.kinds.includes(kind)));
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, muted_kinds: muted, daily_digest: preferences.dailyDigest })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ muted_kinds: muted, daily_digest: preferences.dailyDigest }))
    .execute();
  return readPreferences(db, userId);
};
