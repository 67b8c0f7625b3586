import { liveStatuses, preLiveStatuses } from '../sitePhases';
import type { SiteStatus } from '../siteStatus';

/**
 * What each stats card counts (My Sites, part 1 §2 and part 2 §3). A card counts the sites in any
 * of its statuses; a status belongs to at most one card of a set, so the cards never double count.
 */
export type StatsCards<K extends string> = Record<K, readonly SiteStatus[]>;

/**
 * Designer: design = work on the designer's desk (including sites waiting for the funeral home's
 * content and rebuilds); review = handed to QA or sent back with revisions; staged = staged and
 * on its way to launch; live = launched.
 */
export const designerStatsCards = {
  design: ['Ready for Design', 'In Design', 'Waiting for Content', 'Rebuild'],
  review: ['In Review', 'Pre-Staging QA', 'Revisions Needed'],
  staged: ['Staged', 'Final QA', 'Approved', '100% Ready', 'Missed Launch'],
  live: ['Live', 'Post-Live QA'],
} as const satisfies StatsCards<string>;

/**
 * Account executive: inPipeline = every pre-live site; scheduled = the pre-live sites among them
 * with a launch date today or later; live = launched (Rebuild included: the site is up); lost.
 */
export const aeStatsCards = {
  inPipeline: preLiveStatuses,
  live: liveStatuses,
  lost: ['Lost'],
} as const satisfies StatsCards<string>;

/** QA (care): the two QA queues, over every site (the queue is shared, not per person). */
export const careStatsCards = {
  preStage: ['Pre-Staging QA'],
  final: ['Final QA'],
} as const satisfies StatsCards<string>;
