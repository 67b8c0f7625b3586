/**
 * What the site list remembers per filter between requests: the total and, for deep pages of the
 * newest-first order, the id at every `anchorStep`-th row. Each value is stored with the list's
 * change counter (migrations 0019 and 0024) read in the same snapshot as the value itself, and used only by
 * a statement that reads the same counter value: a total or an anchor is never older than the
 * sites it describes, so the totals stay exact.
 *
 * One store per database handle (tests open many in one process); at most `maxFilters` filters,
 * the least recently used forgotten first.
 */
export interface SiteListMemo {
  version: number;
  total: number;
  /** Ids at rows anchorStep, 2 x anchorStep, ... of the newest-first order (absent until a deep page asks). */
  anchors?: number[];
}

export const anchorStep = 500;
/**
 * Offsets from which a page starts from an anchor. Finding the anchors numbers every matching row
 * once (several times the cost of a count), which pays off only where OFFSET would walk far.
 */
export const anchoredFrom = 5000;
const maxFilters = 500;

const stores = new WeakMap<object, Map<string, SiteListMemo>>();

const storeFor = (db: object): Map<string, SiteListMemo> => {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  return store;
};

export const recallSiteList = (db: object, key: string): SiteListMemo | undefined => {
  const store = storeFor(db);
  const memo = store.get(key);
  if (memo) {
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    store.delete(key);
    store.set(key, memo);
  }
  return memo;
};

export const rememberSiteList = (db: object, key: string, memo: SiteListMemo): void => {
  const store = storeFor(db);
  store.delete(key);
  store.set(key, memo);
  if (store.size > maxFilters) store.delete(store.keys().next().value as string);
};
