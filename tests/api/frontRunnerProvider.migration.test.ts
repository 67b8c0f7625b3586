import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { up } from '../../server/db/migrations/0033_frontrunner_provider';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { createHarness, type Harness } from './harness';

describe('migration 0033: FrontRunner among the providers, read by the FrontRunner parser', () => {
  let h: Harness | undefined;
  afterEach(() => h?.close());
  // Migrations are written against an untyped database: they must not follow later schema types.
  const migrate = () => up(h!.handle.db as unknown as Kysely<unknown>);
  const frontRunner = () =>
    h!.handle.db.selectFrom('providers').select(['id', 'name', 'scrape_family']).where('name', '=', 'FrontRunner').execute();

  it('adds it after the last provider of a database whose providers were seeded without it', async () => {
    h = await createHarness();
    await seedReferenceData(h.handle.db);
    await h.handle.db.deleteFrom('providers').where('name', '=', 'FrontRunner').execute();
    await migrate();
    expect(await frontRunner()).toEqual([{ id: 24, name: 'FrontRunner', scrape_family: 'frontrunner' }]);
    // running it again changes nothing
    await migrate();
    expect(await frontRunner()).toHaveLength(1);
  });

  it('leaves a database without providers to the reference data seeding', async () => {
    h = await createHarness();
    await migrate();
    expect(await h.handle.db.selectFrom('providers').select('id').execute()).toEqual([]);
    await seedReferenceData(h.handle.db);
    expect(await frontRunner()).toEqual([{ id: 24, name: 'FrontRunner', scrape_family: 'frontrunner' }]);
  });
});
