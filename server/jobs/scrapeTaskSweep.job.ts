import { sweepStoppedTasks } from '../scrapeTasks/sweepStoppedTasks';
import type { JobDefinition } from './jobQueue';

/**
 * Every ten minutes, on one instance (a pg-boss schedule), scrape tasks left STARTED by a run that
 * no job carries any more become FAILURE (docs/decisions/0211). A crashed instance's job stays
 * active until pg-boss expires it; this catches it then.
 */
export const scrapeTaskSweepJob: JobDefinition = {
  name: 'scrape-task-sweep',
  cron: '*/10 * * * *',
  policy: 'singleton',
  retryLimit: 0,
  handler: (deps) => sweepStoppedTasks(deps),
};
