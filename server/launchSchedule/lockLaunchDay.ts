import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** The first half of the two-part advisory lock key: 'LD', so no other lock in the app shares the space. */
const launchDayLockSpace = 0x4c44;

/**
 * Serialises every launch-date change for one day until the transaction ends, so the count that
 * follows sees every earlier booking of that day and the cap holds under concurrent requests.
 * The row lock of the site alone is not enough: fifty sites booking the same day lock fifty rows.
 */
export const lockLaunchDay = async (trx: Kysely<Database>, date: string): Promise<void> => {
  const dayNumber = dayjs(date).diff(dayjs('1970-01-01'), 'day');
  await sql`SELECT pg_advisory_xact_lock(${launchDayLockSpace}::int4, ${dayNumber}::int4)`.execute(trx);
};
