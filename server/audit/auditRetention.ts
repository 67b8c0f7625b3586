import dayjs from 'dayjs';
import { sql } from 'kysely';
import type { AppDeps } from '../appDeps';

/**
 * Removes the audit entries older than AUDIT_RETENTION_DAYS. The only DELETE the table's trigger
 * lets through: the sweep marks its own transaction with `audit.sweep` (migration 0040), so no
 * route, which never sets it, can remove an entry.
 */
export const sweepAuditEntries = async (deps: Pick<AppDeps, 'db' | 'config' | 'now'>): Promise<{ removed: number }> => {
  const cutoff = dayjs(deps.now()).subtract(deps.config.AUDIT_RETENTION_DAYS, 'day').toDate();
  return deps.db.transaction().execute(async (trx) => {
    await sql`select set_config('audit.sweep', 'on', true)`.execute(trx);
    const result = await trx.deleteFrom('audit_entries').where('at', '<', cutoff).executeTakeFirst();
    return { removed: Number(result.numDeletedRows) };
  });
};
