import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { seedDemoShowcase } from './demoShowcase';
import { demoSandboxServices, linkDemoSitesToSandbox } from './demoSandbox';
import { type DemoLogin, hashDemoPassword, seedDemoUsers } from './demoUsers';
import { createRng } from './prng';
import { seedReferenceData } from './referenceData';
import { refreshInsights } from '../../insights/refreshInsights';
import { seedSites } from './sites';

const demoSiteCount = 320;
const demoSeed = 20240601;

interface DemoSeedOptions {
  now?: Date;
  /** PUBLIC_ORIGIN without a trailing slash, as the sandbox integrations get it; '' or absent = same-origin paths. */
  publicOrigin?: string;
  /** The demo password's hash if the caller started it early (hashDemoPassword). */
  passwordHash?: Promise<string>;
}

/**
 * A fresh database becomes a working demo: reference data, one sign-in per role, a few hundred
 * sites, the showcase sites for staging and go-live, and the sandbox builder projects and board
 * cards the sites refer to. A database that has any user already is left untouched (and []
 * returned), so a restart never adds a second set of demo data.
 */
export const seedDemoIfEmpty = async (db: Kysely<Database>, options: DemoSeedOptions = {}): Promise<DemoLogin[]> => {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return [];
  // The hash runs on libuv's thread pool while the reference data goes in.
  const passwordHash = options.passwordHash ?? hashDemoPassword();
  await seedReferenceData(db);
  const logins = await seedDemoUsers(db, passwordHash);
  await seedSites(db, demoSiteCount, createRng(demoSeed), options);
  const services = demoSandboxServices(db, options);
  await seedDemoShowcase(db, services);
  await linkDemoSitesToSandbox(db, services.builder, options);
  // The charts read their views: count the demo's history now rather than at the job's next run.
  await refreshInsights(db);
  return logins;
};
