import type { Kysely } from 'kysely';
import type { LaunchDayCount } from '../../domain/api/launchSchedule.schema';
import type { SiteStatus } from '../../domain/siteStatus';
import type { Database } from '../db/schema';

/** A lost or test site's leftover date is not a launch and takes no place in the day's seven. */
const notLaunching: SiteStatus[] = ['Lost', 'Test'];

/** Launches on one day, not counting the site asking (its own move is not an extra launch). */
export const countLaunchesOn = async (db: Kysely<Database>, date: string, exceptSiteId?: number): Promise<number> => {
  let query = db
    .selectFrom('sites')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('scheduled_launch_date', '=', date)
    .where('launcher_label', 'not in', notLaunching);
  if (exceptSiteId !== undefined) query = query.where('id', '!=', exceptSiteId);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
};

/** Days in [from, to] with at least one launch, in date order (the schedule calendar). */
export const launchCapacity = async (db: Kysely<Database>, from: string, to: string): Promise<LaunchDayCount[]> => {
  const rows = await db
    .selectFrom('sites')
    .select(['scheduled_launch_date', (eb) => eb.fn.countAll<number>().as('count')])
    .where('scheduled_launch_date', '>=', from)
    .where('scheduled_launch_date', '<=', to)
    .where('launcher_label', 'not in', notLaunching)
    .groupBy('scheduled_launch_date')
    .orderBy('scheduled_launch_date')
    .execute();
  return rows.map((row) => ({ date: row.scheduled_launch_date as string, count: Number(row.count) }));
};
