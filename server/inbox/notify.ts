import type { Kysely } from 'kysely';
import type { NotificationKind } from '../../domain/inbox/notificationKinds';
import { recipientsOf } from '../../domain/inbox/inboxRecipients';
import type { Database } from '../db/schema';

/** What every notification of one change says. */
export interface Notice {
  kind: NotificationKind;
  siteId: number | null;
  message: string;
  link: string;
  /** When the change happened (the app's clock, deps.now()). */
  at: Date;
  /** Set by a job that may run twice: a person gets one notification per key. */
  dedupeKey?: string;
}

/**
 * Writes one notification per recipient in the caller's transaction (issue 34: in the transaction
 * of the change that causes it), leaving out the actor, anyone inactive and anyone who turned the
 * kind off. `actorId` null is the system.
 */
export const notify = async (
  db: Kysely<Database>,
  candidates: readonly (number | null)[],
  actorId: number | null,
  notice: Notice,
): Promise<void> => {
  const ids = recipientsOf(candidates, actorId);
  if (ids.length === 0) return;
  const recipients = await db
    .selectFrom('users')
    .leftJoin('notification_preferences as p', 'p.user_id', 'users.id')
    .select(['users.id', 'p.muted_kinds'])
    .where('users.id', 'in', ids)
    .where('users.active', '=', true)
    .execute();
  const rows = recipients
    .filter((person) => !(person.muted_kinds ?? []).includes(notice.kind))
    .map((person) => ({
      user_id: person.id,
      kind: notice.kind,
      site_id: notice.siteId,
      actor_id: actorId,
      message: notice.message,
      link: notice.link,
      dedupe_key: notice.dedupeKey ?? null,
      created_at: notice.at,
    }));
  if (rows.length === 0) return;
  await db
    .insertInto('notifications')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).where('dedupe_key', 'is not', null).doNothing())
    .execute();
};
