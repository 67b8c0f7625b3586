import { auditRetentionJob } from './auditRetention.job';
import { builderProjectJob } from './builderProject.job';
import type { JobDefinition } from './jobDefinition';
import { fullSendJob } from './fullSend.job';
import { insightsRefreshJob } from './insightsRefresh.job';
import { missedLaunchJob } from './missedLaunch.job';
import { siteBackupJob } from './siteBackup.job';
import { inboxDigestJob } from './inboxDigest.job';
import { launchRemindersJob } from './launchReminders.job';
import { scrapeTaskJob } from './scrapeTask.job';
import { scrapeTaskSweepJob } from './scrapeTaskSweep.job';
import { siteFacetFoldJob } from './siteFacetFold.job';
import { siteListChangesPruneJob } from './siteListChangesPrune.job';

/**
 * Every background job the server runs. A new job appends one entry here; the runner creates its
 * queue, schedules its cron and registers its worker at start-up.
 */
export const jobDefinitions: JobDefinition[] = [
  missedLaunchJob,
  fullSendJob,
  siteBackupJob,
  scrapeTaskJob,
  builderProjectJob,
  scrapeTaskSweepJob,
  auditRetentionJob,
  launchRemindersJob,
  inboxDigestJob,
  insightsRefreshJob,
  siteFacetFoldJob,
  siteListChangesPruneJob,
];
