import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A change to a staff account, in the log without a site (as the admin's sign-in links are); write it in the change's transaction. */
export const logPeopleChange = async (trx: Kysely<Database>, entry: { byUserId: number; message: string; at: Date }): Promise<void> => {
  await trx
    .insertInto('log_entries')
    .values({ site_id: null, user_id: entry.byUserId, message: entry.message, created_at: entry.at })
    .execute();
};
