import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type JsonAnswer, jsonAnswer } from '../http/jsonAnswer';
import { perHandleLru } from './perHandleLru';

/**
 * Whole answers of GET /api/sites and GET /api/sites/{id}, remembered per database handle between
 * requests (decision 0402). An answer is kept with the change counter its statement read in its
 * own snapshot (site_list_version: every table a list row or a site's page reads moves it,
 * migrations 0019 and 0024) and with the moment its first latest_activity turns over; it is sent
 * again only while the counter still reads the same and that moment has not come. So an answer
 * is never older than the data, on this instance or after a write through another one: the
 * counter is in the database.
 */
interface RememberedAnswer extends JsonAnswer {
  version: number;
  stableUntil: number;
}

/** What a read returns: the body, the counter its statement read (undefined: keep nothing) and until when it holds. */
export interface FreshAnswer {
  body: unknown;
  version: number | undefined;
  stableUntil: number;
}

/** The JSON kept per handle, least recently used forgotten first: about 100 pages of 100 rows. */
const answers = perHandleLru<RememberedAnswer>({ maxWeight: 16 * 1024 * 1024, weigh: (answer) => answer.json.length });

/** The counter as it reads now: one row, one index-free read. */
const readListVersion = async (db: Kysely<Database>): Promise<number> =>
  Number((await db.selectFrom('site_list_version').select('version').executeTakeFirstOrThrow()).version);

/** The answer for `key`: the remembered one while it still holds, else `read`'s, remembered when it carries a counter. */
export const siteAnswer = async (db: Kysely<Database>, key: string, now: Date, read: () => Promise<FreshAnswer>): Promise<JsonAnswer> => {
  const kept = answers.recall(db, key);
  if (kept && now.getTime() < kept.stableUntil && kept.version === (await readListVersion(db))) return kept;
  const fresh = await read();
  if (fresh.version === undefined) return jsonAnswer(fresh.body);
  const answer = { ...jsonAnswer(fresh.body), version: fresh.version, stableUntil: fresh.stableUntil };
  answers.remember(db, key, answer);
  return answer;
};
