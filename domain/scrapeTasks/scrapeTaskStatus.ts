/** A scrape task's status (decisions.md §7): PENDING created, RECEIVED queued or scheduled, STARTED running, then one of the three ends. */
export const scrapeTaskStatuses = ['PENDING', 'RECEIVED', 'STARTED', 'SUCCESS', 'FAILURE', 'REVOKED'] as const;
export type ScrapeTaskStatus = (typeof scrapeTaskStatuses)[number];

/** Part 2 §4 counts STARTED and RECEIVED as active; a PENDING task is one not yet queued, so it is not finished either. */
const unfinished: readonly ScrapeTaskStatus[] = ['PENDING', 'RECEIVED', 'STARTED'];

export const isScrapeTaskFinished = (status: ScrapeTaskStatus): boolean => !unfinished.includes(status);
