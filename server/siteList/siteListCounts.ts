import type { ListMove } from './listChanges';
import { perHandleLru } from './perHandleLru';

/**
 * What the site list remembers per filter between requests: the total and, for deep pages of the
 * newest-first order, anchors. Each value is kept with the counters read in the same snapshot as the
 * value itself (`version`, and the shape counter). A later statement reads, in its own snapshot,
 * whether the change log still covers that version and which sites entered or left the list since
 * (listChanges.ts, decision 0610); the value corrected by them is exact in that snapshot and is kept
 * again at its version. A note or a tick changes nothing here; a status change or an assignment
 * moves a total by the sites it moved in or out, without counting them again.
 *
 * One store per database handle (perHandleLru.ts); at most 500 filters, the least recently used
 * forgotten first.
 */
export interface SiteListMemo {
  version: number;
  shape: number;
  total: number;
  /** Absent until a deep page of the newest-first order asks. */
  anchors?: Anchors;
}

/** Matching sites about anchorStep apart, newest first, each with how many matching sites have an id at or above it. */
export interface Anchors {
  ids: number[];
  atOrAbove: number[];
}

/**
 * A deep page starts below the last anchor before its offset and walks the matching rows between:
 * at most about this many, so it reads about as many rows as page 1 does (decision 0610).
 */
export const anchorStep = 100;
/**
 * Offsets from which a page starts from an anchor. Finding the anchors numbers every matching row
 * once (several times the cost of a count); since they are carried across writes (decision 0610)
 * that is paid once per list, so they serve every page past the first few.
 */
export const anchoredFrom = 500;

/**
 * Anchors drift apart as sites enter between them; past this gap a page would walk too far, so they
 * are numbered again. New sites enter above the first anchor, where pages start from the top
 * anyway (below anchoredFrom), so that gap is not weighed.
 */
const widestGap = 2 * anchorStep;

/** Anchors taken from the ids at every anchorStep-th matching row, newest first. */
export const anchorsAt = (ids: readonly number[]): Anchors => ({
  ids: [...ids],
  atOrAbove: ids.map((_, index) => (index + 1) * anchorStep),
});

/**
 * The memo carried to a later statement's counters: its total and its anchors' counts moved by the
 * sites that entered (+1) or left (-1) the list since (an anchor counts a site at or above it). The
 * anchors are dropped, to be numbered again, once two of them (or the last and the end) drift wider
 * than widestGap apart.
 */
export const carriedMemo = (memo: SiteListMemo, moves: readonly ListMove[], at: { version: number; shape: number }): SiteListMemo => {
  const total = moves.reduce((sum, [, step]) => sum + step, memo.total);
  const carried: SiteListMemo = { ...at, total };
  if (!memo.anchors) return carried;
  const { ids } = memo.anchors;
  const atOrAbove = memo.anchors.atOrAbove.map((count, index) =>
    moves.reduce((sum, [id, step]) => (id >= (ids[index] ?? 0) ? sum + step : sum), count),
  );
  const bounds = [...atOrAbove, total];
  const tooWide = bounds.some((bound, index) => index > 0 && bound - (bounds[index - 1] ?? 0) > widestGap);
  return tooWide ? carried : { ...carried, anchors: { ids, atOrAbove } };
};

const memos = perHandleLru<SiteListMemo>({ maxWeight: 500, weigh: () => 1 });

export const recallSiteList = (db: object, key: string): SiteListMemo | undefined => memos.recall(db, key);

export const rememberSiteList = (db: object, key: string, memo: SiteListMemo): void => memos.remember(db, key, memo);
