import { type Kysely, sql } from 'kysely';
import type { PresetUsage } from '../../domain/api/pageSeo.schema';
import { presetIds } from '../../domain/pageSeo/pagePresets';
import type { Database } from '../db/schema';

/**
 * How many other sites in the same city and state use each preset (city and state compared
 * without case or surrounding spaces), every preset listed, so the editor can steer a site away
 * from its neighbours' wording.
 */
export const presetUsageInCity = async (db: Kysely<Database>, siteId: number, city: string, state: string): Promise<PresetUsage> => {
  const rows = await db
    .selectFrom('sites')
    .select(['page_metadata_preset_id', (eb) => eb.fn.countAll<string>().as('uses')])
    .where('page_metadata_preset_id', 'is not', null)
    .where(sql`lower(state)`, '=', state.trim().toLowerCase())
    .where(sql`lower(city)`, '=', city.trim().toLowerCase())
    .where('id', '!=', siteId)
    .groupBy('page_metadata_preset_id')
    .execute();
  const uses = new Map(rows.map((row) => [row.page_metadata_preset_id, Number(row.uses)]));
  return presetIds.map((id) => ({ page_metadata_preset_id: id, Uses: uses.get(id) ?? 0 }));
};
