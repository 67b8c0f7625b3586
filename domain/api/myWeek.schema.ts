import * as v from 'valibot';
import { calendarDay } from './launchSchedule.schema';

/** GET /api/mySites/week: a day of the week asked about (the browser's today); the server's today when left out. */
export const myWeekQuerySchema = v.object({
  day: v.optional(calendarDay('day')),
});

/** The viewer's week (domain/siteList/myWeek.ts): counts of their sites, each what a card's list shows. */
export const myWeekSchema = v.object({
  /** The week's Monday and Sunday, 'YYYY-MM-DD'. */
  from: v.string(),
  to: v.string(),
  /** Their sites with a launch date in the week (not Lost or Test). */
  launches: v.number(),
  /** Their sites with revisions waiting on them; null for roles nothing in a revision waits on. */
  revisions: v.nullable(
    v.object({
      /** 'unfixed' for designers (the fix), 'unverified' for QA (the verification). */
      waitingFor: v.picklist(['unfixed', 'unverified']),
      sites: v.number(),
    }),
  ),
  /** Their sites before go-live in their status longer than its 80th percentile. */
  ageing: v.number(),
});

export type MyWeek = v.InferOutput<typeof myWeekSchema>;
