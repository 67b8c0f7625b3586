import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistCatalogue } from '../../domain/siteChecklist/checklistCatalogue';
import { createHarness, type Harness } from './harness';
import { tickChecklistItems } from './siteFixtures';

interface ListAnswer {
  data: Record<string, unknown>[];
  totalSites: number;
}

/**
 * GET /api/sites and GET /api/sites/{id} answer from remembered answers (server/siteList/siteAnswers.ts,
 * decision 0402). These show the answers are never older than the data: a write to any table a row
 * or a site's page reads, made straight in the database as another instance would, shows at the
 * next request, and latest_activity turns over with the clock when nothing was written.
 */
describe('remembered site answers', () => {
  let h: Harness;
  let clock = new Date('2026-03-02T12:00:00Z');
  let siteId: number;
  beforeAll(async () => {
    h = await createHarness({ now: () => clock });
    siteId = await h.createSite({ name: 'Answer Chapel', latest_activity_at: new Date('2026-03-01T18:00:00Z') });
  });
  afterAll(() => h.close());

  const listRow = async () => {
    const res = await h.request('GET', '/api/sites?query=Answer%20Chapel', { as: 'admin' });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ListAnswer;
    expect(answer.totalSites).toBe(1);
    return answer.data[0] as Record<string, unknown>;
  };
  const detail = async () => {
    const res = await h.request('GET', `/api/sites/${siteId}`, { as: 'admin' });
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };

  it('sends the same bytes, compressed as before, for a repeated request', async () => {
    const first = await h.request('GET', '/api/sites?perPage=100', { as: 'admin', headers: { 'accept-encoding': 'br' } });
    const again = await h.request('GET', '/api/sites?perPage=100', { as: 'admin', headers: { 'accept-encoding': 'br' } });
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect(await again.text()).toBe(await first.text());
    const plain = await h.request('GET', '/api/sites?perPage=100', { as: 'admin' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await plain.text())).toEqual(
      JSON.parse(await (await h.request('GET', '/api/sites?perPage=100', { as: 'admin' })).text()),
    );
  });

  it('shows a change to the site itself at once', async () => {
    expect((await listRow()).city).toBeNull();
    await h.handle.db.updateTable('sites').set({ city: 'Dover' }).where('id', '=', siteId).execute();
    expect((await listRow()).city).toBe('Dover');
    expect((await detail()).city).toBe('Dover');
  });

  it('shows a change to a person, a provider, a revision or a checklist tick at once', async () => {
    const db = h.handle.db;
    const designer = await h.createUser('designer', 'Dana Before');
    const provider = await db
      .insertInto('providers')
      .values({ id: 901, name: 'Provider Before' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('sites').set({ designer_id: designer.id, provider_id: provider.id }).where('id', '=', siteId).execute();
    expect(await listRow()).toMatchObject({
      designer_name: 'Dana Before',
      provider: 'Provider Before',
      revisions_needed: 0,
      site_checklist_ids: [],
    });
    expect(await detail()).toMatchObject({ designer_name: 'Dana Before', provider: 'Provider Before' });

    await db.updateTable('users').set({ name: 'Dana After' }).where('id', '=', designer.id).execute();
    expect((await listRow()).designer_name).toBe('Dana After');
    expect((await detail()).designer_name).toBe('Dana After');

    await db.updateTable('providers').set({ name: 'Provider After' }).where('id', '=', provider.id).execute();
    expect((await listRow()).provider).toBe('Provider After');

    await db.insertInto('site_revisions').values({ site_id: siteId, issue: 'Logo is blurry' }).execute();
    expect((await listRow()).revisions_needed).toBe(1);
    expect((await detail()).revisions_needed).toBe(1);

    const itemId = checklistCatalogue[0]?.items[0]?.id as number;
    await tickChecklistItems(h, siteId, [itemId]);
    expect((await listRow()).site_checklist_ids).toEqual([itemId]);
    expect((await detail()).site_checklist_ids).toEqual([itemId]);
  });

  it("shows a change to a site page's funding partner, contacts and addons at once", async () => {
    const db = h.handle.db;
    const fund = await db.insertInto('funding_partners').values({ id: 902, name: 'Fund Before' }).returning('id').executeTakeFirstOrThrow();
    await db.updateTable('sites').set({ funding_partner_id: fund.id }).where('id', '=', siteId).execute();
    expect((await detail()).funding_partner).toBe('Fund Before');
    await db.updateTable('funding_partners').set({ name: 'Fund After' }).where('id', '=', fund.id).execute();
    expect((await detail()).funding_partner).toBe('Fund After');

    await db.insertInto('site_contacts').values({ site_id: siteId, name: 'Cara Contact', email: 'cara@example.com' }).execute();
    expect((await detail()).contacts).toEqual([{ name: 'Cara Contact', email: 'cara@example.com', domainContact: false }]);

    const addon = await db.insertInto('addons').values({ id: 903, name: 'Livestream' }).returning('id').executeTakeFirstOrThrow();
    const addonOf = async () => ((await detail()).addons as { id: number; committed: boolean }[]).find((row) => row.id === addon.id);
    expect(await addonOf()).toMatchObject({ committed: false });
    await db.insertInto('site_addons').values({ site_id: siteId, addon_id: addon.id, committed: true }).execute();
    expect(await addonOf()).toMatchObject({ committed: true });
    await db.updateTable('addons').set({ name: 'Live stream' }).where('id', '=', addon.id).execute();
    expect(await addonOf()).toMatchObject({ name: 'Live stream' });
  });

  it('counts latest_activity in days as of each request, with nothing written in between', async () => {
    await h.handle.db
      .updateTable('sites')
      .set({ latest_activity_at: new Date('2026-03-01T18:00:00Z') })
      .where('id', '=', siteId)
      .execute();
    clock = new Date('2026-03-02T17:59:59Z');
    expect((await listRow()).latest_activity).toBe(0);
    expect((await detail()).latest_activity).toBe(0);
    clock = new Date('2026-03-02T18:00:00Z');
    expect((await listRow()).latest_activity).toBe(1);
    expect((await detail()).latest_activity).toBe(1);
    clock = new Date('2026-03-05T09:00:00Z');
    expect((await listRow()).latest_activity).toBe(3);
    expect((await detail()).latest_activity).toBe(3);
  });
});
