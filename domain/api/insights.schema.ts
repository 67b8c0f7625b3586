import dayjs from 'dayjs';
import * as v from 'valibot';
import { siteStatuses } from '../siteStatus';
import { idText } from './id.schema';
import { calendarDay } from './launchSchedule.schema';

/** A chart reads at most two years at a time (docs/decisions/0531): enough for a trend, bounded for speed. */
const maxRangeDays = 731;

/**
 * The filters every Insights chart takes (issue 35): a date range (both days included) and,
 * optionally, one corporation, provider and account executive.
 */
export const insightsQuery = v.pipe(
  v.object({
    from: calendarDay('from'),
    to: calendarDay('to'),
    corporation: v.optional(idText('corporation')),
    provider: v.optional(idText('provider')),
    ae: v.optional(idText('ae')),
  }),
  v.forward(
    v.check(({ from, to }) => !dayjs(to).isBefore(dayjs(from)), 'to must not be before from'),
    ['to'],
  ),
  v.forward(
    v.check(({ from, to }) => dayjs(to).diff(dayjs(from), 'day') < maxRangeDays, `the range must be at most ${maxRangeDays} days`),
    ['to'],
  ),
);
export type InsightsQuery = v.InferOutput<typeof insightsQuery>;

const statusSchema = v.picklist(siteStatuses);

/** GET /api/insights/flow: how many sites were in each status at the end of each day. */
export const flowSchema = v.object({
  days: v.array(v.object({ day: v.string(), counts: v.record(v.string(), v.number()) })),
});
export type InsightsFlow = v.InferOutput<typeof flowSchema>;

/** GET /api/insights/cycleTime: intake to first go-live, by month of going live; and each stage's stays. */
export const cycleTimeSchema = v.object({
  months: v.array(v.object({ month: v.string(), sites: v.number(), medianDays: v.number(), p80Days: v.number() })),
  /** The sites that went live in the range, the latest first, at most `scatterLimit`. */
  scatter: v.array(v.object({ siteId: v.number(), name: v.string(), liveDay: v.string(), days: v.number() })),
  scatterLimit: v.number(),
  stages: v.array(v.object({ status: statusSchema, stays: v.number(), medianDays: v.number(), p80Days: v.number() })),
});
export type InsightsCycleTime = v.InferOutput<typeof cycleTimeSchema>;

/** GET /api/insights/launches: per week (Monday), launches done, still scheduled and missed, and the capacity. */
export const launchesSchema = v.object({
  weeks: v.array(v.object({ week: v.string(), done: v.number(), scheduled: v.number(), missed: v.number(), capacity: v.number() })),
});
export type InsightsLaunches = v.InferOutput<typeof launchesSchema>;

/** GET /api/insights/ageing: open sites in their status longer than that status' 80th percentile, oldest first. */
export const ageingSchema = v.object({
  sites: v.array(v.object({ siteId: v.number(), name: v.string(), status: statusSchema, ageDays: v.number(), p80Days: v.number() })),
});
export type InsightsAgeing = v.InferOutput<typeof ageingSchema>;

export const workloadRoles = ['designer', 'care', 'florist', 'am'] as const;
export type WorkloadRole = (typeof workloadRoles)[number];

/** GET /api/insights/workload: open sites per person of each role, now and at each of the weeks before. */
export const workloadSchema = v.object({
  weeks: v.array(v.string()),
  people: v.array(
    v.object({
      role: v.picklist(workloadRoles),
      userId: v.number(),
      name: v.string(),
      open: v.number(),
      /** Open sites at each of `weeks`, oldest first. */
      trend: v.array(v.number()),
    }),
  ),
});
export type InsightsWorkload = v.InferOutput<typeof workloadSchema>;
