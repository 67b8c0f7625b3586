import { runScrapeTask } from '../scrapeTasks/runScrapeTask';
import type { JobDefinition } from './jobDefinition';

export const scrapeTaskJobName = 'scrape-task';

interface ScrapeTaskJobData {
  taskId: string;
}

/**
 * Runs one scrape task. No automatic retry: the task row says FAILURE and why, and staff start a
 * new task (which, records being idempotent, updates what the first one saved). A run may take up
 * to six hours (5,000 pages at the politeness delay fit well inside); pg-boss fails a job still
 * active after that, and the sweep then fails its task (docs/decisions/0211). A run that died with
 * its process stops beating and is failed within minutes, long before that (docs/decisions/0370).
 */
export const scrapeTaskJob: JobDefinition<ScrapeTaskJobData> = {
  name: scrapeTaskJobName,
  retryLimit: 0,
  expireInSeconds: 6 * 60 * 60,
  handler: (deps, data) => runScrapeTask(deps, data.taskId),
};
