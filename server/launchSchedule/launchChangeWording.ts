import dayjs from 'dayjs';
import type { LaunchChangeKind } from '../../domain/launchSchedule/launchDateRules';

/** 'MMM D, YYYY', the pretty_scheduled_launch_date of part 1 §3. */
export const prettyLaunchDate = (date: string | null): string | null => (date === null ? null : dayjs(date).format('MMM D, YYYY'));

/** The log entry of a launch date change. */
export const launchChangeLogMessage = (kind: LaunchChangeKind, oldDate: string | null, newDate: string | null): string => {
  if (kind === 'schedule') return `Launch scheduled for ${prettyLaunchDate(newDate)}`;
  if (kind === 'reschedule') return `Launch rescheduled from ${prettyLaunchDate(oldDate)} to ${prettyLaunchDate(newDate)}`;
  return `Launch unscheduled (was ${prettyLaunchDate(oldDate)})`;
};

const kindTitles: Record<LaunchChangeKind, string> = {
  schedule: 'Launch scheduled',
  reschedule: 'Launch rescheduled',
  unschedule: 'Launch unscheduled',
};

/** The Launch note that keeps the reason and the note with the site's notes: 'Launch rescheduled - No domain: registrar is slow'. */
export const launchNoteText = (kind: LaunchChangeKind, reason: string | null, note: string | null): string =>
  `${kindTitles[kind]}${reason ? ` - ${reason}` : ''}${note ? `: ${note}` : ''}`;
