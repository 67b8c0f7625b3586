import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { createHarness, type Harness } from './harness';

/**
 * Tables with a site_id that deliberately notify nothing (migration 0018 says why; a proxy's
 * in-flight claim, migration 0025, is nothing a page shows). The rest are written beside a change
 * that notifies already, or are heard elsewhere: an audit entry (0040) and a status history row
 * (0042, by the trigger on sites) go with the site's own change, the list's per-site versions
 * (0036) are its cache's bookkeeping, and a notification (0038) reaches its person on their inbox
 * channel.
 */
const quietTables = [
  'log_entries',
  'scrape_records',
  'obituaries',
  'domain_proxy_claims',
  'audit_entries',
  'notifications',
  'site_row_versions',
  'status_history',
];

describe("site_changed {id} on 'site:{id}' (live events through the database)", () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness();
    await seedReferenceData(h.handle.db);
  });
  afterAll(() => h.close());

  /**
   * Resolves once every change committed before the call has been heard. One connection listens for
   * every channel and PostgreSQL delivers in commit order, so a marker change on a site of its own
   * arriving means the earlier notifications (a site's creation, say) have arrived too; without it a
   * listener started just after a commit can still hear that commit.
   */
  const allEarlierChangesHeard = async (): Promise<void> => {
    const markerSite = await h.createSite();
    await new Promise<void>((resolve) => {
      const stop = h.live.listen(`site:${markerSite}`, () => {
        stop();
        resolve();
      });
      void h.handle.db.updateTable('sites').set({ name: 'Marker' }).where('id', '=', markerSite).execute();
    });
  };

  /** Every site_changed heard on the site's channel while `change` runs, and until the first arrives. */
  const changesHeardDuring = async (siteId: number, change: () => Promise<Response>): Promise<unknown[]> => {
    const heard: unknown[] = [];
    let wake: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (wake = resolve));
    const stop = h.live.listen(`site:${siteId}`, (type, payload) => {
      if (type !== 'site_changed') return;
      heard.push(payload);
      wake();
    });
    try {
      const response = await change();
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      return heard;
    } finally {
      stop();
    }
  };

  const changes: Array<[string, (siteId: number) => Promise<Response>]> = [
    ['a field', (id) => h.request('POST', `/api/sites/${id}/provider`, { as: 'am', body: { provider: 'WebPro' } })],
    [
      'an assignment',
      (id) => h.request('POST', `/api/sites/${id}/assignDesigner`, { as: 'designer', body: { designerId: h.users.designer.id } }),
    ],
    ['the launch date', (id) => h.request('POST', `/api/sites/${id}/updateLaunchDate`, { as: 'ae', body: { launchDate: '2031-03-18' } })],
    ['a note', (id) => h.request('POST', '/api/notes', { as: 'designer', body: { fhid: id, note: 'Called the family', type: 'Design' } })],
    [
      'a checklist tick',
      (id) => h.request('POST', '/api/siteChecklist/checkItem', { as: 'admin', body: { siteChecklistId: 165, fhid: id, checked: true } }),
    ],
    ['a revision', (id) => h.request('POST', '/api/siteRevisions', { as: 'admin', body: { fhid: id, issue: 'Logo is blurry' } })],
    ['an addon', (id) => h.request('POST', `/api/addons/${id}/updateSetup`, { as: 'am', body: { addonId: 2, setup: true } })],
    [
      'a scrape request',
      (id) =>
        h.request('POST', `/api/scrapeRequest/${id}/create`, {
          as: 'admin',
          body: { type: 'blogs', url: 'https://old.example', note: '' },
        }),
    ],
  ];

  it.each(changes)('is published once the change to %s is committed, on that site only', async (_what, change) => {
    const siteId = await h.createSite({ provider_id: 1 });
    const otherSite = await h.createSite();
    const heardElsewhere: unknown[] = [];
    const stopElsewhere = h.live.listen(`site:${otherSite}`, (_type, payload) => heardElsewhere.push(payload));
    const heard = await changesHeardDuring(siteId, () => change(siteId));
    stopElsewhere();
    expect(heard[0]).toEqual({ id: siteId });
    expect(heardElsewhere).toEqual([]);
  });

  it('is not published for a change that was rolled back', async () => {
    const siteId = await h.createSite();
    await allEarlierChangesHeard();
    const heard: unknown[] = [];
    const stop = h.live.listen(`site:${siteId}`, (_type, payload) => heard.push(payload));
    await expect(
      h.handle.db.transaction().execute(async (trx) => {
        await trx.updateTable('sites').set({ name: 'Renamed' }).where('id', '=', siteId).execute();
        throw new Error('changed our mind');
      }),
    ).rejects.toThrow('changed our mind');
    // A committed change afterwards is heard, and is the only thing heard.
    await h.handle.db.updateTable('sites').set({ name: 'Renamed for real' }).where('id', '=', siteId).execute();
    await expect.poll(() => heard.length, { timeout: 10_000 }).toBe(1);
    stop();
    expect(heard).toEqual([{ id: siteId }]);
  });

  it("is not published for a running scrape's heartbeat, only for what the task says", async () => {
    const siteId = await h.createSite();
    const taskId = randomUUID();
    await h.handle.db
      .insertInto('scrape_tasks')
      .values({
        id: taskId,
        site_id: siteId,
        organization_id: 'org',
        name: 'high_priority_scrape',
        job_type: 'obituaries',
        kwargs: '{}',
        status: 'STARTED',
        created_at: new Date(),
      })
      .execute();
    await allEarlierChangesHeard();
    const heard: unknown[] = [];
    const stop = h.live.listen(`site:${siteId}`, (type, payload) => type === 'site_changed' && heard.push(payload));
    await h.handle.db.updateTable('scrape_tasks').set({ heartbeat_at: new Date() }).where('id', '=', taskId).execute();
    // A committed status change afterwards is heard, and is the only thing heard.
    await h.handle.db.updateTable('scrape_tasks').set({ status: 'SUCCESS', heartbeat_at: new Date() }).where('id', '=', taskId).execute();
    await expect.poll(() => heard.length, { timeout: 10_000 }).toBe(1);
    stop();
    expect(heard).toEqual([{ id: siteId }]);
  });

  it('covers every table that hangs off a site, so a new one cannot be forgotten', async () => {
    const { rows } = await sql<{ table_name: string; notifies: boolean }>`
      SELECT c.table_name,
             EXISTS (SELECT 1 FROM information_schema.triggers t
                     WHERE t.event_object_schema = c.table_schema AND t.event_object_table = c.table_name
                       AND t.action_statement LIKE '%notify_site_changed%') AS notifies
      FROM information_schema.columns c
      WHERE c.table_schema = current_schema() AND c.column_name = 'site_id'
      ORDER BY c.table_name`.execute(h.handle.db);
    const silent = rows.filter((row) => !row.notifies).map((row) => row.table_name);
    expect([...silent].sort()).toEqual(quietTables.filter((table) => rows.some((row) => row.table_name === table)).sort());
    expect(rows.length).toBeGreaterThan(quietTables.length);
  });
});
