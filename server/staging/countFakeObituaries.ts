import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Staging warning 'fake obituaries': the site's rows in `obituaries` with `fake` set, the
 * placeholders the Fake Obituaries action adds so a design can be judged before the real ones are
 * scraped. Staging should not show them to the family, but only a person can judge whether the
 * real ones are coming, so the count warns ('Hang on!') and never blocks. Served by the partial
 * index obituaries_fake_idx.
 */
export const countFakeObituaries = async (db: Kysely<Database>, siteId: number): Promise<number> => {
  const row = await db
    .selectFrom('obituaries')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('site_id', '=', siteId)
    .where('fake', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};
