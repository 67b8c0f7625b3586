import type { Kysely } from 'kysely';
import type { LogEntry } from '../../domain/api/log.schema';
import type { LogType } from '../../domain/log/logTypes';
import type { Database } from '../db/schema';

/** Entries written by a daily job have no author. */
const systemAuthorName = 'System';

/** A site's log, newest first (the Recent Updates timeline), optionally of one type. */
export const readLog = async (db: Kysely<Database>, siteId: number, logType?: LogType): Promise<LogEntry[]> => {
  let query = db
    .selectFrom('log_entries')
    .leftJoin('users', 'users.id', 'log_entries.user_id')
    .select(['log_entries.id', 'log_entries.message', 'users.name', 'log_entries.created_at', 'log_entries.log_type'])
    .where('log_entries.site_id', '=', siteId)
    .orderBy('log_entries.created_at', 'desc')
    .orderBy('log_entries.id', 'desc');
  if (logType) query = query.where('log_entries.log_type', '=', logType);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    name: row.name ?? systemAuthorName,
    when: new Date(row.created_at).toISOString(),
    log_type: row.log_type as LogType,
  }));
};
