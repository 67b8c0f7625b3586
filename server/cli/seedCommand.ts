import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedDemoUsers } from '../db/seed/demoUsers';
import { createRng } from '../db/seed/prng';
import { seedReferenceData } from '../db/seed/referenceData';
import { seedSites } from '../db/seed/sites';

const seedUsage = `Usage: npm run db:seed -- --sites <count> [--seed <number>]
  Adds <count> demo sites (default 1000) to the configured database, with the reference data
  first when it is missing and the demo staff when there are no users yet.`;

const maxSites = 1_000_000;

/** `npm run db:seed`: bulk demo sites, e.g. 50,000 for measuring the site list. Returns the exit code. */
export const runSeed = async (
  db: Kysely<Database>,
  argv: string[],
  out: (line: string) => void,
  progress?: (done: number, total: number) => void,
): Promise<number> => {
  let values: { sites?: string | undefined; seed?: string | undefined };
  try {
    ({ values } = parseArgs({ args: argv, options: { sites: { type: 'string' }, seed: { type: 'string' } }, strict: true }));
  } catch (error) {
    out(`${error instanceof Error ? error.message : String(error)}\n${seedUsage}`);
    return 1;
  }
  const count = Number(values.sites ?? 1000);
  if (!Number.isInteger(count) || count < 1 || count > maxSites) {
    out(`--sites must be a whole number from 1 to ${maxSites}.\n${seedUsage}`);
    return 1;
  }
  const lastSite = await db
    .selectFrom('sites')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  // Without --seed each run continues from where the last one stopped, so runs differ yet can be repeated.
  const seed = values.seed === undefined ? Number(lastSite?.id ?? 0) + 1 : Number(values.seed);
  if (!Number.isSafeInteger(seed)) {
    out(`--seed must be a whole number.\n${seedUsage}`);
    return 1;
  }

  const started = performance.now();
  await seedReferenceData(db);
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (!anyUser) {
    const logins = await seedDemoUsers(db);
    out(`No users yet: added the demo staff (password '${logins[0]?.password ?? ''}'): ${logins.map((login) => login.email).join(', ')}`);
  }
  const ids = await seedSites(db, count, createRng(seed), progress ? { onProgress: progress } : {});
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  out(`Added ${ids.length} sites (ids ${ids[0]} to ${ids.at(-1)}, seed ${seed}) in ${seconds} s.`);
  return 0;
};
