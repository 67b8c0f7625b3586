import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Sets one item's tick on a site, remembering who changed it last and when. Pass the transaction
 * of the change that ticks it, so the tick commits (or fails) with it; an item missing from the
 * catalogue fails the statement.
 */
export const writeChecklistTick = (
  trx: Kysely<Database>,
  tick: { siteId: number; itemId: number; checked: boolean; userId: number | null; at: Date },
): Promise<unknown> =>
  trx
    .insertInto('site_checklist_ticks')
    .values({ site_id: tick.siteId, item_id: tick.itemId, checked: tick.checked, user_id: tick.userId, checked_at: tick.at })
    .onConflict((oc) =>
      oc.columns(['site_id', 'item_id']).doUpdateSet({ checked: tick.checked, user_id: tick.userId, checked_at: tick.at }),
    )
    .execute();
