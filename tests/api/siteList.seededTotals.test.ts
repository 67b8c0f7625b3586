import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteListQuerySchema } from '../../domain/api/siteList.schema';
import { createRng } from '../../server/db/seed/prng';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { seedSites } from '../../server/db/seed/sites';
import { siteListTotals } from '../../server/siteList/siteListQuery';
import { createHarness, type Harness } from './harness';

/**
 * The seed loads sites in bulk with session_replication_role = replica where it may (PGlite's user
 * is a superuser), which skips ordinary triggers: the maintained counts' triggers fire always
 * (migration 0048), so a seeded database's totals match counting its rows.
 */
describe('site list totals after the bulk seed', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await seedReferenceData(h.handle.db);
    await seedSites(h.handle.db, 120, createRng(31));
  });
  afterAll(() => h.close());

  it.each([{}, { label: 'In Design' }, { label: 'Final QA', designer: 'none' }])('counts %o as the rows do', async (query) => {
    const admin = h.users.admin;
    const params = v.parse(siteListQuerySchema, query);
    const totals = await siteListTotals(h.handle.db, params, { id: admin.id, role: 'admin' }, new Date());
    expect(totals.rows).toBeGreaterThan(0);
    expect(totals.counted).toBe(totals.rows);
  });
});
