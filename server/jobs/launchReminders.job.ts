import dayjs from 'dayjs';
import { notifyTomorrowsLaunches } from '../inbox/inboxTriggers';
import type { JobDefinition } from './jobDefinition';

/**
 * Daily at 7:00 UTC, before the 8:00 digest (issue 34): every launch specialist hears of each site
 * launching tomorrow. A second run the same day tells nobody twice (the dedupe key of notify.ts).
 */
export const launchRemindersJob: JobDefinition = {
  name: 'launch-reminders',
  cron: '0 7 * * *',
  policy: 'singleton',
  handler: (deps) => notifyTomorrowsLaunches(deps.db, dayjs(deps.now()).add(1, 'day').format('YYYY-MM-DD'), deps.now()),
};
