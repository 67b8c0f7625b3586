import type { Kysely } from 'kysely';
import { type SettingsChangeEntry, settingsHistoryPageSize } from '../../domain/api/settings.schema';
import type { SettingsList } from '../../domain/settings/settingsLists';
import type { Database } from '../db/schema';

/** GET /api/settings/history: one page of the settings log, newest first, with who made each change. */
export const settingsHistory = async (
  db: Kysely<Database>,
  query: { list?: SettingsList | undefined; before?: number | undefined },
): Promise<SettingsChangeEntry[]> => {
  const rows = await db
    .selectFrom('settings_changes as change')
    .leftJoin('users', 'users.id', 'change.user_id')
    .select([
      'change.id',
      'change.created_at',
      'users.name',
      'change.list',
      'change.entry_id',
      'change.action',
      'change.before',
      'change.after',
    ])
    .$if(query.list !== undefined, (qb) => qb.where('change.list', '=', query.list as SettingsList))
    .$if(query.before !== undefined, (qb) => qb.where('change.id', '<', query.before as number))
    .orderBy('change.id', 'desc')
    .limit(settingsHistoryPageSize)
    .execute();
  return rows.map((row) => {
    const name = (row.after ?? row.before)?.name;
    return {
      id: row.id,
      at: new Date(row.created_at).toISOString(),
      user: row.name,
      list: row.list as SettingsList,
      entryId: row.entry_id,
      entryName: typeof name === 'string' ? name : row.entry_id,
      action: row.action,
      before: row.before,
      after: row.after,
    };
  });
};
