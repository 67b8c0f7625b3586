import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { preLiveSeoItemIds, scrapeFinishedItemId, scrapeStartedItemId } from '../../domain/siteChecklist/checklistItemIds';
import { infoIcons } from '../../domain/siteList/infoIcons';
import type { SiteListResponse } from '../../domain/api/siteList.schema';
import { createRng } from '../../server/db/seed/prng';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { seedSites } from '../../server/db/seed/sites';
import { createHarness, type Harness } from './harness';

/**
 * The SEO and scrape list filters read flags that triggers keep on sites: seo_outstanding from
 * site_checklist_ticks (migration 0008), scrape_requested from scrape_requests (migration 0013).
 * Whatever writes the rows, the flags must say what the domain rules say: the Info icons'
 * 'Pre-live SEO' from the ticks, and an open scrape request (the ticks no longer decide it).
 */
describe('checklist flags on sites', () => {
  let h: Harness;
  const flagItemIds = [...preLiveSeoItemIds, scrapeStartedItemId, scrapeFinishedItemId];

  beforeAll(async () => {
    h = await createHarness();
    await seedReferenceData(h.handle.db);
  });
  afterAll(() => h.close());

  const flagsOf = async (siteIds: number[]) => {
    const rows = await h.handle.db
      .selectFrom('sites')
      .select(['id', 'seo_outstanding', 'scrape_requested'])
      .where('id', 'in', siteIds)
      .orderBy('id')
      .execute();
    return rows.map(({ id, seo_outstanding, scrape_requested }) => ({ id, seo_outstanding, scrape_requested }));
  };
  const expectedFlags = async (siteIds: number[]) => {
    const ticks = await h.handle.db
      .selectFrom('site_checklist_ticks')
      .select(['site_id', 'item_id'])
      .where('checked', '=', true)
      .where('site_id', 'in', siteIds)
      .execute();
    const open = await h.handle.db
      .selectFrom('scrape_requests')
      .select('site_id')
      .where('completed', '=', false)
      .where('site_id', 'in', siteIds)
      .execute();
    return [...siteIds]
      .sort((a, b) => a - b)
      .map((id) => {
        const ticked = ticks.filter((tick) => tick.site_id === id).map((tick) => tick.item_id);
        return {
          id,
          seo_outstanding: infoIcons(ticked, false).find((icon) => icon.key === 'seo')?.state !== 'done',
          scrape_requested: open.some((request) => request.site_id === id),
        };
      });
  };
  const listIds = async (query: string) => {
    const res = await h.request('GET', `/api/sites?${query}&perPage=100`, { as: 'admin' });
    expect(res.status).toBe(200);
    return ((await res.json()) as SiteListResponse).data.map((row) => row.id);
  };
  const tick = async (siteId: number, itemId: number, checked: boolean) => {
    const res = await h.request('POST', '/api/siteChecklist/checkItem', {
      as: 'admin',
      body: { siteChecklistId: itemId, fhid: siteId, checked },
    });
    expect(res.status).toBe(200);
  };

  it('follows ticks and unticks through the checklist route into the SEO and scrape lists', async () => {
    const siteId = await h.createSite({ launcher_label: 'Staged' });
    expect(await flagsOf([siteId])).toEqual([{ id: siteId, seo_outstanding: true, scrape_requested: false }]);
    expect(await listIds('preLiveSeo=true')).toContain(siteId);

    for (const itemId of preLiveSeoItemIds) await tick(siteId, itemId, true);
    expect(await listIds('preLiveSeo=true')).not.toContain(siteId);
    await tick(siteId, preLiveSeoItemIds[1], false);
    expect(await listIds('preLiveSeo=true')).toContain(siteId);

    // The scrape items alone put nothing on the scrape request list; an open request does.
    await tick(siteId, scrapeStartedItemId, true);
    expect(await listIds('scrapeRequest=true')).not.toContain(siteId);
    const created = await h.request('POST', `/api/scrapeRequest/${siteId}/create`, { as: 'designer', body: { type: 'blogs' } });
    expect(created.status).toBe(201);
    expect(await listIds('scrapeRequest=true')).toContain(siteId);
    await tick(siteId, scrapeFinishedItemId, true);
    expect(await listIds('scrapeRequest=true')).toContain(siteId);
    const { id: requestId } = (await created.json()) as { id: number };
    const completed = await h.request('POST', `/api/scrapeRequest/${requestId}/markComplete`, { as: 'launch', body: { type: 'blogs' } });
    expect(completed.status).toBe(200);
    expect(await listIds('scrapeRequest=true')).not.toContain(siteId);
    expect(await flagsOf([siteId])).toEqual(await expectedFlags([siteId]));
  });

  it('agrees with the domain rules for every combination of the five items and with the requests, written in bulk, updated and deleted', async () => {
    // One site per subset of the five items: 32 sites, all their ticks in one statement.
    const subsets = Array.from({ length: 2 ** flagItemIds.length }, (_, mask) => flagItemIds.filter((_, bit) => mask & (1 << bit)));
    const siteIds = await Promise.all(subsets.map(() => h.createSite()));
    const ticks = subsets.flatMap((items, index) =>
      items.map((itemId) => ({ site_id: siteIds[index] as number, item_id: itemId, checked: true })),
    );
    await h.handle.db.insertInto('site_checklist_ticks').values(ticks).execute();
    const afterInsert = await flagsOf(siteIds);
    expect(afterInsert).toEqual(await expectedFlags(siteIds));
    expect(afterInsert.filter((row) => !row.seo_outstanding)).toHaveLength(4);
    expect(afterInsert.filter((row) => row.scrape_requested)).toHaveLength(0);

    // Open requests on the first 8 sites, one statement; completing half of them in another.
    const requested = [...siteIds].sort((a, b) => a - b).slice(0, 8);
    await h.handle.db
      .insertInto('scrape_requests')
      .values(requested.map((site_id) => ({ site_id, type: 'blogs' as const })))
      .execute();
    expect((await flagsOf(siteIds)).filter((row) => row.scrape_requested).map((row) => row.id)).toEqual(requested);
    await h.handle.db
      .updateTable('scrape_requests')
      .set({ completed: true, completed_at: new Date() })
      .where('site_id', 'in', requested.slice(0, 4))
      .execute();
    expect((await flagsOf(siteIds)).filter((row) => row.scrape_requested).map((row) => row.id)).toEqual(requested.slice(4));
    await h.handle.db.deleteFrom('scrape_requests').where('site_id', '=', requested[7]!).execute();
    expect((await flagsOf(siteIds)).filter((row) => row.scrape_requested).map((row) => row.id)).toEqual(requested.slice(4, 7));

    // Unticking (checked = false keeps the row) and deleting rows both count as not ticked.
    await h.handle.db
      .updateTable('site_checklist_ticks')
      .set({ checked: false })
      .where('item_id', '=', preLiveSeoItemIds[0])
      .where('site_id', 'in', siteIds.slice(0, 16))
      .execute();
    await h.handle.db
      .deleteFrom('site_checklist_ticks')
      .where('item_id', '=', scrapeFinishedItemId)
      .where('site_id', 'in', siteIds.slice(16))
      .execute();
    expect(await flagsOf(siteIds)).toEqual(await expectedFlags(siteIds));
    expect((await flagsOf(siteIds)).filter((row) => row.scrape_requested)).toHaveLength(3);
  });

  it('agrees with the domain rules after the demo seed, which bulk-loads ticks with foreign-key checks off', async () => {
    const siteIds = await seedSites(h.handle.db, 300, createRng(7));
    const flags = await flagsOf(siteIds);
    expect(flags).toEqual(await expectedFlags(siteIds));
    // The seed ticks SEO items and requests scrapes on part of its sites: both values of both flags occur.
    expect(new Set(flags.map((row) => row.seo_outstanding))).toEqual(new Set([true, false]));
    expect(new Set(flags.map((row) => row.scrape_requested))).toEqual(new Set([true, false]));
  });

  it('sees both of two ticks of one site written at the same time by different transactions', async () => {
    const siteId = await h.createSite({ launcher_label: 'Staged' });
    await h.handle.db
      .insertInto('site_checklist_ticks')
      .values({ site_id: siteId, item_id: preLiveSeoItemIds[0], checked: true })
      .execute();
    let releaseFirst = (): void => undefined;
    const firstHolds = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstInserted = (): void => undefined;
    const firstHasInserted = new Promise<void>((resolve) => {
      firstInserted = resolve;
    });
    // The first writer ticks item 15 and holds its transaction open while the second ticks 16:
    // on PostgreSQL the second waits for the first's lock on the site, then must see item 15.
    let firstPid = 0;
    const first = h.handle.db.transaction().execute(async (trx) => {
      firstPid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
      await trx.insertInto('site_checklist_ticks').values({ site_id: siteId, item_id: preLiveSeoItemIds[1], checked: true }).execute();
      firstInserted();
      await firstHolds;
    });
    await firstHasInserted;
    const second = h.handle.db
      .transaction()
      .execute((trx) =>
        trx.insertInto('site_checklist_ticks').values({ site_id: siteId, item_id: preLiveSeoItemIds[2], checked: true }).execute(),
      );
    try {
      // PGlite has one connection: the second transaction cannot start before the first ends, so
      // there is nothing to wait for. PostgreSQL: wait until the server shows the second blocked by the first.
      if (h.handle.kind === 'postgres') {
        await vi.waitFor(
          async () => {
            const blocked = await sql<{
              n: number;
            }>`select count(*)::int as n from pg_stat_activity where ${firstPid} = any(pg_blocking_pids(pid))`.execute(h.handle.db);
            expect(blocked.rows[0]!.n).toBe(1);
          },
          { timeout: 10_000, interval: 20 },
        );
      }
    } finally {
      releaseFirst();
    }
    await Promise.all([first, second]);
    expect(await flagsOf([siteId])).toEqual([{ id: siteId, seo_outstanding: false, scrape_requested: false }]);
  });

  it('is gone with the site: deleting a site deletes its ticks without error', async () => {
    const siteId = await h.createSite({ launcher_label: 'Test' });
    await h.handle.db.insertInto('site_checklist_ticks').values({ site_id: siteId, item_id: scrapeStartedItemId, checked: true }).execute();
    const res = await h.request('DELETE', `/api/sites/${siteId}`, { as: 'admin' });
    expect(res.status).toBe(204);
    expect(await h.handle.db.selectFrom('site_checklist_ticks').select('item_id').where('site_id', '=', siteId).execute()).toEqual([]);
  });
});
