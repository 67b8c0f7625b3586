import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preLiveSeoItemIds } from '../../domain/siteChecklist/checklistItemIds';
import { createRng } from '../../server/db/seed/prng';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { seedSites } from '../../server/db/seed/sites';
import { createHarness, type Harness } from './harness';

/**
 * The bulk seed tells the per-row triggers of migration 0068 that its transaction writes only new
 * sites and their rows (decision 0595): they skip the seed's rows, and only those.
 */
describe('the bulk seed and the per-row triggers', () => {
  let h: Harness;
  let seeded: number[];

  beforeAll(async () => {
    h = await createHarness();
    await seedReferenceData(h.handle.db);
    seeded = await seedSites(h.handle.db, 60, createRng(95));
  });
  afterAll(() => h.close());

  it('is what these triggers, and only these, skip', async () => {
    // This schema's triggers first (MATERIALIZED): the planner may otherwise read another test
    // file's trigger definitions while that file drops its schema ('could not open relation').
    const { rows } = await sql<{ name: string }>`
      WITH own AS MATERIALIZED (
        SELECT t.oid, t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal
      )
      SELECT tgname AS name FROM own WHERE pg_get_triggerdef(oid) LIKE '%website_admin.seeding_new_sites%'
      ORDER BY 1`.execute(h.handle.db);
    expect(rows.map((row) => row.name)).toEqual([
      'notes_site_changed',
      'scrape_requests_inserted',
      'scrape_requests_site_changed',
      'site_addons_list_version',
      'site_addons_site_changed',
      'site_checklist_ticks_inserted',
      'site_checklist_ticks_list_version',
      'site_checklist_ticks_site_changed',
      'site_contacts_list_version',
      'site_contacts_site_changed',
      'sites_status_history',
    ]);
  });

  it("leaves a seeded site's made-up history as the seed wrote it, with no row of the status trigger's beside it", async () => {
    const { rows } = await sql<{ site_id: number; at_creation: number; before_creation: number }>`
      SELECT s.id AS site_id,
        count(*) FILTER (WHERE h.changed_at = s.date_created)::integer AS at_creation,
        count(*) FILTER (WHERE h.changed_at < s.date_created)::integer AS before_creation
      FROM sites s JOIN status_history h ON h.site_id = s.id
      WHERE s.id = ANY(${seeded}::integer[])
      GROUP BY s.id`.execute(h.handle.db);
    expect(rows).toHaveLength(seeded.length);
    for (const row of rows) expect({ ...row, site_id: 0 }).toEqual({ site_id: 0, at_creation: 1, before_creation: 0 });
  });

  it('ends with its batch: a later tick on a seeded site is heard and moves its SEO flag', async () => {
    const { id: siteId } = await h.handle.db
      .selectFrom('sites')
      .select('id')
      .where('id', 'in', seeded)
      .where('seo_outstanding', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const heard = new Promise<unknown>((resolve) => {
      const stop = h.live.listen(`site:${siteId}`, (type, payload) => {
        if (type !== 'site_changed') return;
        stop();
        resolve(payload);
      });
    });
    for (const itemId of preLiveSeoItemIds) {
      const response = await h.request('POST', '/api/siteChecklist/checkItem', {
        as: 'admin',
        body: { siteChecklistId: itemId, fhid: siteId, checked: true },
      });
      expect(response.status, await response.text()).toBe(200);
    }
    expect(await heard).toEqual({ id: siteId });
    const site = await h.handle.db.selectFrom('sites').select('seo_outstanding').where('id', '=', siteId).executeTakeFirstOrThrow();
    expect(site.seo_outstanding).toBe(false);
  });
});
