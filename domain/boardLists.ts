import type { SiteStatus } from './siteStatus';

/**
 * The task-board lists a site's card moves through, by name. The board itself knows them by id;
 * TRELLO_BOARD_LISTS maps each of these names to its list id, so code never holds board ids.
 */
export const boardLists = [
  'INTAKE.READY_FOR_DESIGNER',
  'DESIGN.ASSIGNED',
  'DESIGN.WAITING_FOR_CONTENT',
  'QA.PRE_STAGING',
  'QA.REVISIONS_NEEDED',
  'QA.STAGED',
  'QA.FINAL',
  'LAUNCH.APPROVED',
  'LAUNCH.READY',
  'LAUNCH.MISSED',
  'LIVE.LIVE',
  'LIVE.POST_LIVE_QA',
  'LIVE.REBUILD',
  'LOST.LOST',
] as const;
export type BoardListName = (typeof boardLists)[number];

export const isBoardListName = (value: unknown): value is BoardListName =>
  typeof value === 'string' && (boardLists as readonly string[]).includes(value);

/** Where a site's card belongs for each status; Test sites have no card on the board. */
export const boardListForStatus: Record<Exclude<SiteStatus, 'Test'>, BoardListName> = {
  'Ready for Design': 'INTAKE.READY_FOR_DESIGNER',
  'In Design': 'DESIGN.ASSIGNED',
  'In Review': 'DESIGN.ASSIGNED',
  'Waiting for Content': 'DESIGN.WAITING_FOR_CONTENT',
  'Pre-Staging QA': 'QA.PRE_STAGING',
  'Revisions Needed': 'QA.REVISIONS_NEEDED',
  Staged: 'QA.STAGED',
  'Final QA': 'QA.FINAL',
  Approved: 'LAUNCH.APPROVED',
  '100% Ready': 'LAUNCH.READY',
  'Missed Launch': 'LAUNCH.MISSED',
  Live: 'LIVE.LIVE',
  'Post-Live QA': 'LIVE.POST_LIVE_QA',
  Rebuild: 'LIVE.REBUILD',
  Lost: 'LOST.LOST',
};
