import { type Kysely, sql } from 'kysely';
import type { LogType } from '../../domain/log/logTypes';
import type { Database } from '../db/schema';

interface LogEntryInput {
  /** null for a change that is about no site (a person's own account). */
  siteId: number | null;
  /** null for the system (daily jobs). */
  userId: number | null;
  message: string;
  logType?: LogType;
  /** A muted entry is kept in the log but is not activity: the site's latest activity stays where it was. */
  mute?: boolean;
  /** When it happened; the database clock when omitted. */
  at?: Date;
}

/**
 * Writes one log entry and moves the site's latest activity (the ' (n days)' of the status badge).
 * Pass the transaction that makes the change, so the change and its entry commit together.
 */
export const writeLog = async (trx: Kysely<Database>, entry: LogEntryInput): Promise<{ id: number }> => {
  const at = entry.at ?? sql<Date>`now()`;
  const row = await trx
    .insertInto('log_entries')
    .values({
      site_id: entry.siteId,
      user_id: entry.userId,
      message: entry.message,
      log_type: entry.logType ?? 'OTHER',
      mute: entry.mute ?? false,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!entry.mute && entry.siteId !== null)
    await trx.updateTable('sites').set({ latest_activity_at: at }).where('id', '=', entry.siteId).execute();
  return row;
};
