import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { type DemoLogin, seedDemoUsers } from './demoUsers';
import { createRng } from './prng';
import { seedReferenceData } from './referenceData';
import { seedSites } from './sites';

export const demoSiteCount = 320;
const demoSeed = 20240601;

/**
 * A fresh database becomes a working demo: reference data, one sign-in per role and a few
 * hundred sites. A database that has any user already is left untouched (and [] returned), so a
 * restart never adds a second set of demo data.
 */
export const seedDemoIfEmpty = async (db: Kysely<Database>, options: { now?: Date } = {}): Promise<DemoLogin[]> => {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return [];
  await seedReferenceData(db);
  const logins = await seedDemoUsers(db);
  await seedSites(db, demoSiteCount, createRng(demoSeed), options);
  return logins;
};
