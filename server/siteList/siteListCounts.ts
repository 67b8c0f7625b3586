import { perHandleLru } from './perHandleLru';

/**
 * What the site list remembers per filter between requests: the total and, for deep pages of the
 * newest-first order, the id at every `anchorStep`-th row. Each value is stored with the list's
 * shape counter (migration 0036: it moves whenever which sites match a filter, or their order, can
 * have changed) read in the same snapshot as the value itself, and used only by a statement that
 * reads the same counter value: a total or an anchor is never older than the sites it describes,
 * so the totals stay exact, while a note or a tick leaves them remembered.
 *
 * One store per database handle (perHandleLru.ts); at most 500 filters, the least recently used
 * forgotten first.
 */
export interface SiteListMemo {
  shape: number;
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

const memos = perHandleLru<SiteListMemo>({ maxWeight: 500, weigh: () => 1 });

export const recallSiteList = (db: object, key: string): SiteListMemo | undefined => memos.recall(db, key);

export const rememberSiteList = (db: object, key: string, memo: SiteListMemo): void => memos.remember(db, key, memo);
