import dayjs from 'dayjs';
import { launchMissableStatuses } from '../../machines/siteLifecycle/siteLifecycle.machine';
import type { AppDeps } from '../appDeps';
import { HttpError } from '../http/httpError';
import { sendSiteEvent } from '../siteLifecycle/applySiteEvent';
import type { JobDefinition } from './jobDefinition';

interface MissedLaunchResult {
  /** Sites moved to Missed Launch this run. */
  missed: number[];
}

/**
 * Daily (decisions.md §4): every pre-live site whose launch date has passed moves to Missed
 * Launch through the lifecycle machine, logged 'Launch date missed' by the system. Each site is
 * its own transaction, so a site that went live meanwhile (409) is skipped without holding up
 * the rest; running twice on the same day changes nothing the second time.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const markMissedLaunches = async (deps: AppDeps): Promise<MissedLaunchResult> => {
  const now = deps.now();
  const today = dayjs(now).format('YYYY-MM-DD');
  const due = await deps.db
    .selectFrom('sites')
    .select('id')
    .where('scheduled_launch_date', '<', today)
    .where('launcher_label', 'in', launchMissableStatuses)
    .orderBy('id')
    .execute();
  const missed: number[] = [];
  for (const { id } of due) {
    try {
      await sendSiteEvent(deps.db, { siteId: id, event: 'LAUNCH_MISSED', actor: { id: null, role: 'system' }, at: now });
      missed.push(id);
    } catch (error) {
      if (!(error instanceof HttpError && (error.status === 409 || error.status === 404))) throw error;
    }
  }
  return { missed };
};

export const missedLaunchJob: JobDefinition = {
  name: 'missed-launch',
  // Five past midnight UTC, once the day's launches are behind us.
  cron: '5 0 * * *',
  policy: 'singleton',
  handler: (deps) => markMissedLaunches(deps),
};
