import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type JsonAnswer, jsonAnswer } from '../http/jsonAnswer';
import { perHandleLru } from './perHandleLru';

/**
 * Whole answers of GET /api/sites and GET /api/sites/{id}, remembered per database handle between
 * requests (decisions 0402 and 0515). An answer is kept with the counters its statement read in
 * its own snapshot (site_list_version, migrations 0019, 0024 and 0036), the sites it shows and the
 * moment its first latest_activity turns over. It is sent again while that moment has not come
 * and either nothing was written since, or what was written cannot show in it: no site it shows
 * changed (site_row_versions), no shared row (a person, a provider) changed, and, for a list,
 * which sites match and their order did not change. So an answer is never older than the data,
 * on this instance or after a write through another one: the counters are in the database.
 */

/** What a read saw of the counters, in its statement's own snapshot. */
export interface ReadAt {
  version: number;
  /** The list's shape_version; undefined for an answer that does not depend on which sites match (one site's page). */
  shape: number | undefined;
  shared: number;
  /** The sites the answer shows. */
  sites: readonly number[];
}

interface RememberedAnswer extends JsonAnswer {
  at: ReadAt;
  stableUntil: number;
}

/** What a read returns: the body, the counters its statement read (undefined: keep nothing) and until when it holds. */
export interface FreshAnswer {
  body: unknown;
  at: ReadAt | undefined;
  stableUntil: number;
}

/** The JSON kept per handle, least recently used forgotten first: about 100 pages of 100 rows. */
const answers = perHandleLru<RememberedAnswer>({ maxWeight: 16 * 1024 * 1024, weigh: (answer) => answer.json.length });

/** The counters now and the newest change to any of `sites`, in one snapshot: one row and at most one index lookup per site. */
const readCounters = (db: Kysely<Database>, sites: readonly number[]) =>
  db
    .selectFrom('site_list_version')
    .select((eb) => [
      'version',
      'shape_version',
      'shared_version',
      eb
        .selectFrom('site_row_versions')
        .select((sub) => sub.fn.max('version').as('v'))
        .where(sql<boolean>`site_id = any(${sql.val(sites)}::int[])`)
        .as('rows_version'),
    ])
    .executeTakeFirstOrThrow();

const stillHolds = async (db: Kysely<Database>, at: ReadAt): Promise<boolean> => {
  const now = await readCounters(db, at.sites);
  if (Number(now.version) === at.version) return true;
  return (
    Number(now.shared_version) === at.shared &&
    (at.shape === undefined || Number(now.shape_version) === at.shape) &&
    Number(now.rows_version ?? 0) <= at.version
  );
};

/** The answer for `key`: the remembered one while it still holds, else `read`'s, remembered when it carries counters. */
export const siteAnswer = async (db: Kysely<Database>, key: string, now: Date, read: () => Promise<FreshAnswer>): Promise<JsonAnswer> => {
  const kept = answers.recall(db, key);
  if (kept && now.getTime() < kept.stableUntil && (await stillHolds(db, kept.at))) return kept;
  const fresh = await read();
  if (fresh.at === undefined) return jsonAnswer(fresh.body);
  const answer = { ...jsonAnswer(fresh.body), at: fresh.at, stableUntil: fresh.stableUntil };
  answers.remember(db, key, answer);
  return answer;
};
