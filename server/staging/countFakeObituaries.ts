import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Staging warning 'fake obituaries': the site's obituaries in `scrape_records` with `fake` set, the
 * placeholders the Fake Obituaries action adds so a design can be judged before the real ones are
 * scraped. Staging should not show them to the family, but only a person can judge whether the
 * real ones are coming, so the count warns ('Hang on!') and never blocks. Served by the partial
 * index scrape_records_fake_obituaries_idx.
 */
export const countFakeObituaries = async (db: Kysely<Database>, siteId: number): Promise<number> => {
  const row = await db
    .selectFrom('scrape_records')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('site_id', '=', siteId)
    .where('kind', '=', 'obituary')
    .where('fake', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};
