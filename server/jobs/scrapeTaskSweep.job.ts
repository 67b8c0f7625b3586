import { sweepStoppedTasks } from '../scrapeTasks/sweepStoppedTasks';
import type { JobDefinition } from './jobDefinition';

/**
 * Every minute, on one instance (a pg-boss schedule), scrape tasks left STARTED by a run that is
 * gone become FAILURE (docs/decisions/0211): a cut run at once, a crashed instance's run once it
 * has missed its heartbeats for three minutes (docs/decisions/0370). The sweep is two small
 * queries when nothing is stuck.
 */
export const scrapeTaskSweepJob: JobDefinition = {
  name: 'scrape-task-sweep',
  cron: '* * * * *',
  policy: 'singleton',
  retryLimit: 0,
  handler: (deps) => sweepStoppedTasks(deps),
};
