import dayjs, { type Dayjs } from 'dayjs';

/**
 * Coaching status of a Live site by the date of its last coaching session (part 1 §4, part 2 §2.8):
 * older than 3 months is due (red), older than 2 months is upcoming (yellow), otherwise Coached
 * (green); no session on record is Unknown.
 */
export type CoachingState = 'due' | 'upcoming' | 'coached' | 'unknown';

export interface CoachingStatus {
  state: CoachingState;
  label: string;
  color: string;
}

const statuses: Record<CoachingState, CoachingStatus> = {
  due: { state: 'due', label: 'Coaching due', color: 'red' },
  upcoming: { state: 'upcoming', label: 'Coaching upcoming', color: 'yellow' },
  coached: { state: 'coached', label: 'Coached', color: 'green' },
  unknown: { state: 'unknown', label: 'Unknown', color: 'gray' },
};

const dueAfterMonths = 3;
const upcomingAfterMonths = 2;

/** `lastSession` is a calendar day ('YYYY-MM-DD') or null; `today` is injectable so tests pin it. */
export function coachingStatus(lastSession: string | null | undefined, today: Dayjs = dayjs()): CoachingStatus {
  if (!lastSession) return statuses.unknown;
  const last = dayjs(lastSession);
  if (!last.isValid()) return statuses.unknown;
  const day = today.startOf('day');
  if (last.isBefore(day.subtract(dueAfterMonths, 'month'))) return statuses.due;
  if (last.isBefore(day.subtract(upcomingAfterMonths, 'month'))) return statuses.upcoming;
  return statuses.coached;
}
