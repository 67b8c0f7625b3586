import type { Kysely } from 'kysely';
import type { SiteBackup } from '../../domain/api/siteBackup.schema';
import type { Database } from '../db/schema';

/** The site's backups, newest first, with who asked for each. */
export const listSiteBackups = async (db: Kysely<Database>, siteId: number): Promise<SiteBackup[]> => {
  const rows = await db
    .selectFrom('site_backups')
    .leftJoin('users', 'users.id', 'site_backups.requested_by')
    .select([
      'site_backups.id',
      'site_backups.backup_name',
      'site_backups.status',
      'site_backups.error',
      'users.name as requested_by_name',
      'site_backups.requested_at',
      'site_backups.finished_at',
    ])
    .where('site_backups.site_id', '=', siteId)
    .orderBy('site_backups.requested_at', 'desc')
    .orderBy('site_backups.id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, requested_at: row.requested_at.toISOString(), finished_at: row.finished_at?.toISOString() ?? null }));
};
