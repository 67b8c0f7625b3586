import type { SnoozeChoice } from '../api/notifications.schema';

/** The hour (UTC) a snoozed notification comes back and the digest goes out: the start of the working day. */
const morningHourUtc = 8;

/**
 * When a snooze ends (docs/decisions/0521): 'tomorrow' is 8:00 UTC the next day, 'nextWeek' 8:00
 * UTC next Monday (a week on when it is Monday already).
 */
export const snoozeUntil = (choice: SnoozeChoice, now: Date): Date => {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), morningHourUtc));
  const daysAhead = choice === 'tomorrow' ? 1 : (8 - day.getUTCDay()) % 7 || 7;
  day.setUTCDate(day.getUTCDate() + daysAhead);
  return day;
};
