import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type JsonAnswer, jsonAnswer } from '../http/jsonAnswer';

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
const maxJsonBytes = 16 * 1024 * 1024;

interface AnswerStore {
  answers: Map<string, RememberedAnswer>;
  bytes: number;
}

const stores = new WeakMap<object, AnswerStore>();

const storeFor = (db: object): AnswerStore => {
  let store = stores.get(db);
  if (!store) {
    store = { answers: new Map(), bytes: 0 };
    stores.set(db, store);
  }
  return store;
};

const forget = (store: AnswerStore, key: string): void => {
  const old = store.answers.get(key);
  if (!old) return;
  store.answers.delete(key);
  store.bytes -= old.json.length;
};

/** The counter as it reads now: one row, one index-free read. */
const readListVersion = async (db: Kysely<Database>): Promise<number> =>
  Number((await db.selectFrom('site_list_version').select('version').executeTakeFirstOrThrow()).version);

/** The answer for `key`: the remembered one while it still holds, else `read`'s, remembered when it carries a counter. */
export const siteAnswer = async (db: Kysely<Database>, key: string, now: Date, read: () => Promise<FreshAnswer>): Promise<JsonAnswer> => {
  const store = storeFor(db);
  const kept = store.answers.get(key);
  if (kept && now.getTime() < kept.stableUntil && kept.version === (await readListVersion(db))) {
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    store.answers.delete(key);
    store.answers.set(key, kept);
    return kept;
  }
  const fresh = await read();
  const answer = jsonAnswer(fresh.body);
  if (fresh.version === undefined) return answer;
  forget(store, key);
  store.answers.set(key, { ...answer, version: fresh.version, stableUntil: fresh.stableUntil });
  store.bytes += answer.json.length;
  for (const oldest of store.answers.keys()) {
    if (store.bytes <= maxJsonBytes) break;
    forget(store, oldest);
  }
  return answer;
};
