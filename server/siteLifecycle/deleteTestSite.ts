import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { conflict } from '../http/httpError';
import { requireSite } from '../sites/requireSite';

/** DELETE /api/sites/{id}: a Test site goes with everything that belongs to it; any other status is 409. */
export const deleteTestSite = (db: Kysely<Database>, siteId: number): Promise<void> =>
  db.transaction().execute(async (trx) => {
    const site = await requireSite(trx, siteId, { lock: true });
    if (site.launcher_label !== 'Test') throw conflict(`Only test sites can be deleted: this site is ${site.launcher_label}`);
    await trx.deleteFrom('sites').where('id', '=', site.id).execute();
  });
