import dayjs from 'dayjs';
import * as v from 'valibot';
import type { LaunchChangeKind } from '../launchSchedule/launchDateRules';
import { siteStatuses } from '../siteStatus';

/** A real calendar day written 'YYYY-MM-DD' (2025-02-30 is refused, not rolled over). */
export const calendarDay = (field: string) =>
  v.pipe(
    v.string(`${field} must be a date YYYY-MM-DD`),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date YYYY-MM-DD`),
    v.check((value) => dayjs(value).format('YYYY-MM-DD') === value, `${field} must be a real date`),
  );

/** The calendar asks for at most a year at a time. */
const maxCapacityRangeDays = 366;

export const launchDateAvailableQuery = v.object({ date: calendarDay('date') });

export const launchCapacityQuery = v.pipe(
  v.object({ from: calendarDay('from'), to: calendarDay('to') }),
  v.forward(
    v.check(({ from, to }) => !dayjs(to).isBefore(dayjs(from)), 'to must not be before from'),
    ['to'],
  ),
  v.forward(
    v.check(
      ({ from, to }) => dayjs(to).diff(dayjs(from), 'day') < maxCapacityRangeDays,
      `the range must be at most ${maxCapacityRangeDays} days`,
    ),
    ['to'],
  ),
);

/**
 * POST /api/sites/{id}/updateLaunchDate (part 1 §7). Only the shape is checked here; the rules
 * (required date, reasons, business days, the cap) answer with part 1 §5's messages.
 */
export const updateLaunchDateBody = v.object({
  launchDate: v.optional(v.nullable(calendarDay('launchDate')), null),
  reason: v.optional(v.nullable(v.string('reason must be text'))),
  note: v.optional(v.nullable(v.pipe(v.string('note must be text'), v.trim(), v.maxLength(2000, 'note must be at most 2000 characters')))),
  allowNull: v.optional(v.boolean('allowNull must be true or false'), false),
});

/** GET /api/sites/{id}/launchDateAvailable?date: the other sites launching that day. */
export const launchDateAvailableSchema = v.object({ count: v.number() });

/** GET /api/launches/capacity?from&to: launches per day, only the days that have any. */
export const launchDayCountsSchema = v.array(v.object({ date: v.string(), count: v.number() }));
export type LaunchDayCount = v.InferOutput<typeof launchDayCountsSchema>[number];

const launchChangeKinds = ['schedule', 'reschedule', 'unschedule'] as const satisfies readonly LaunchChangeKind[];

/** POST /api/sites/{id}/updateLaunchDate: the site's launch date and status after the change. */
export const launchDateUpdatedSchema = v.object({
  id: v.number(),
  kind: v.picklist(launchChangeKinds),
  scheduled_launch_date: v.nullable(v.string()),
  pretty_scheduled_launch_date: v.nullable(v.string()),
  launcher_label: v.picklist(siteStatuses),
});
export type LaunchDateUpdated = v.InferOutput<typeof launchDateUpdatedSchema>;
