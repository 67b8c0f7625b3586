import { runScrapeTask } from '../scrapeTasks/runScrapeTask';
import type { JobDefinition } from './jobQueue';

export const scrapeTaskJobName = 'scrape-task';

interface ScrapeTaskJobData {
  taskId: string;
}

/**
 * Runs one scrape task. No automatic retry: the task row says FAILURE and why, and staff start a
 * new task (which, records being idempotent, updates what the first one saved).
 */
export const scrapeTaskJob: JobDefinition<ScrapeTaskJobData> = {
  name: scrapeTaskJobName,
  retryLimit: 0,
  handler: (deps, data) => runScrapeTask(deps, data.taskId),
};
