import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type JsonAnswer, jsonAnswer } from '../http/jsonAnswer';
import { type ListShape, listUnchangedSince, logCovers } from './listChanges';
import { perHandleLru } from './perHandleLru';

/**
 * Whole answers of GET /api/sites and GET /api/sites/{id}, remembered per database handle between
 * requests (decisions 0402, 0515 and 0610). An answer is kept with the counters its statement read
 * in its own snapshot (site_list_version, migrations 0019, 0024, 0036 and 0058), the sites it shows
 * and the moment its first latest_activity turns over. It is sent again while that moment has not
 * come and either nothing was written since, or what was written cannot show in it: no site it
 * shows changed (site_row_versions), no shared row (a person, a provider) changed, and, for a list,
 * no site entered or left it and none of its sites moved in its order (the change log, read for
 * the list's own filter). So an answer is never older than the data, on this instance or after a
 * write through another one: the counters and the log are in the database. An answer that still
 * holds is kept at the counters of the check, so the log it needs stays short.
 */

/** What a read saw of the counters, in its statement's own snapshot. */
export interface ReadAt {
  version: number;
  /** The list's shape_version (moved only by writes too large for the change log). */
  shape: number;
  shared: number;
  /** The sites the answer shows. */
  sites: readonly number[];
  /** The list the answer is a page of; undefined for an answer that does not depend on which sites match (one site's page). */
  list?: ListShape | undefined;
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

/**
 * The counters now, the newest change to any of the answer's sites (at most one index lookup per
 * site) and, for a list, whether the change log covers the answer's version and says the list kept
 * its sites and their order since: one statement, one snapshot.
 */
const readCounters = (db: Kysely<Database>, at: ReadAt) =>
  db
    .selectFrom('site_list_version')
    .select((eb) => [
      'version',
      'shape_version',
      'shared_version',
      eb
        .selectFrom('site_row_versions')
        .select((sub) => sub.fn.max('version').as('v'))
        .where(sql<boolean>`site_id = any(${sql.val(at.sites)}::int[])`)
        .as('rows_version'),
      (at.list
        ? sql<boolean>`case when ${logCovers(at.version, at.shape)} then ${listUnchangedSince(at.list, at.version)} else false end`
        : sql<boolean>`true`
      ).as('list_unchanged'),
    ])
    .executeTakeFirstOrThrow();

/** The counters the answer holds at now, or undefined when something it shows may have changed. */
const holdsAt = async (db: Kysely<Database>, at: ReadAt): Promise<ReadAt | undefined> => {
  const now = await readCounters(db, at);
  const version = Number(now.version);
  if (version === at.version) return at;
  const holds = Number(now.shared_version) === at.shared && Number(now.rows_version ?? 0) <= at.version && now.list_unchanged === true;
  return holds ? { ...at, version } : undefined;
};

/** The answer for `key`: the remembered one while it still holds, else `read`'s, remembered when it carries counters. */
export const siteAnswer = async (db: Kysely<Database>, key: string, now: Date, read: () => Promise<FreshAnswer>): Promise<JsonAnswer> => {
  const kept = answers.recall(db, key);
  const keptAt = kept && now.getTime() < kept.stableUntil ? await holdsAt(db, kept.at) : undefined;
  if (kept && keptAt) {
    if (keptAt !== kept.at) answers.remember(db, key, { ...kept, at: keptAt });
    return kept;
  }
  const fresh = await read();
  if (fresh.at === undefined) return jsonAnswer(fresh.body);
  const answer = { ...jsonAnswer(fresh.body), at: fresh.at, stableUntil: fresh.stableUntil };
  answers.remember(db, key, answer);
  return answer;
};
