import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScrapeRequestList, ScrapeRequestRow } from '../../domain/api/scrapeRequests.schema';
import { rolesWith } from '../../domain/permissions';
import { roles, type Role } from '../../domain/roles';
import { makeSiteReadyToLaunch } from '../../server/db/seed/readySite';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { createHarness, type Harness } from './harness';

const now = new Date('2025-03-10T12:00:00Z');

describe('scrape requests', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ now: () => now });
    // The checklist catalogue, so the request's tick of item 195 has its item.
    await seedReferenceData(h.handle.db);
  });
  afterAll(() => h.close());

  const create = (siteId: number, as: Role | undefined, body: unknown) =>
    h.request('POST', `/api/scrapeRequest/${siteId}/create`, { ...(as ? { as } : {}), body });
  const complete = (requestId: number, as: Role | undefined, body: unknown) =>
    h.request('POST', `/api/scrapeRequest/${requestId}/markComplete`, { ...(as ? { as } : {}), body });
  const list = async (query: string, as: Role = 'designer'): Promise<ScrapeRequestList> => {
    const res = await h.request('GET', `/api/scrapeRequests${query}`, { as });
    expect(res.status).toBe(200);
    return (await res.json()) as ScrapeRequestList;
  };
  const created = async (siteId: number, as: Role, body: unknown): Promise<ScrapeRequestRow> => {
    const res = await create(siteId, as, body);
    expect(res.status).toBe(201);
    return (await res.json()) as ScrapeRequestRow;
  };
  const logOf = (siteId: number) =>
    h.handle.db.selectFrom('log_entries').select(['message', 'log_type', 'user_id']).where('site_id', '=', siteId).orderBy('id').execute();
  const tickOf = (siteId: number, itemId: number) =>
    h.handle.db
      .selectFrom('site_checklist_ticks')
      .select(['checked', 'user_id'])
      .where('site_id', '=', siteId)
      .where('item_id', '=', itemId)
      .executeTakeFirst();

  describe('POST /api/scrapeRequest/{siteId}/create', () => {
    it('saves the request, ticks item 195 and logs it, and answers the row', async () => {
      const siteId = await h.createSite({ name: 'Birch Funeral Home', scheduled_launch_date: '2025-04-02', needed_before: '2025-03-20' });
      const row = await created(siteId, 'designer', {
        type: 'testimonials',
        url: ' oldbirch.example/testimonials ',
        note: 'Only the 2024 ones',
      });
      const stored = await h.handle.db.selectFrom('scrape_requests').select('id').where('site_id', '=', siteId).executeTakeFirstOrThrow();
      expect(row).toEqual({
        id: stored.id,
        fhid: siteId,
        name: 'Birch Funeral Home',
        type: 'testimonials',
        url: 'oldbirch.example/testimonials',
        note: 'Only the 2024 ones',
        requested_by: 'Test designer',
        pretty_needed_before: 'Mar 20, 2025',
        completed: false,
        completed_by: null,
        pretty_completed_at: null,
        additional_note: '',
      });
      expect(await tickOf(siteId, 195)).toEqual({ checked: true, user_id: h.users.designer.id });
      expect(await logOf(siteId)).toEqual([{ message: 'Testimonials scrape requested', log_type: 'SCRAPE', user_id: h.users.designer.id }]);
    });

    it('takes url and note as optional, and keeps who ticked 195 first', async () => {
      const siteId = await h.createSite();
      await created(siteId, 'admin', { type: 'obituaries' });
      const second = await created(siteId, 'care', { type: 'blogs' });
      expect(second).toMatchObject({ url: '', note: '', requested_by: 'Test care', pretty_needed_before: null });
      expect(await tickOf(siteId, 195)).toEqual({ checked: true, user_id: h.users.admin.id });
    });

    it('answers 400 naming the field: "Missing \'Scrape Type\'" without a type', async () => {
      const siteId = await h.createSite();
      for (const body of [{ url: 'old.example' }, { type: '' }]) {
        const res = await create(siteId, 'designer', body);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ field: 'type', reason: "Missing 'Scrape Type'" });
      }
      const unknown = await create(siteId, 'designer', { type: 'photos' });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({
        field: 'type',
        reason: 'type must be one of obituaries, testimonials, merchandise, blogs',
      });
      const badNote = await create(siteId, 'designer', { type: 'blogs', note: 7 });
      expect(badNote.status).toBe(400);
      expect(await badNote.json()).toMatchObject({ field: 'note' });
      expect(await h.handle.db.selectFrom('scrape_requests').select('id').where('site_id', '=', siteId).execute()).toEqual([]);
    });

    it('answers 401 without a session, 403 to roles that may not request, and 403 for obituaries but to admin', async () => {
      const siteId = await h.createSite();
      expect((await create(siteId, undefined, { type: 'blogs' })).status).toBe(401);
      for (const role of roles.filter((r) => !rolesWith('requestScrape').includes(r))) {
        expect((await create(siteId, role, { type: 'blogs' })).status).toBe(403);
      }
      for (const role of ['designer', 'care', 'launch'] as const) {
        const res = await create(siteId, role, { type: 'obituaries' });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ error: 'Your role may not request an obituaries scrape' });
      }
      expect(await h.handle.db.selectFrom('scrape_requests').select('id').where('site_id', '=', siteId).execute()).toEqual([]);
      expect(await tickOf(siteId, 195)).toBeUndefined();
    });

    it('answers 404 for a site that does not exist', async () => {
      const res = await create(999_999, 'admin', { type: 'blogs' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Site not found' });
    });
  });

  it('a seeded site made ready to launch (the demo showcase) has no open request left to hold up Full Send', async () => {
    const siteId = await h.createSite();
    await created(siteId, 'admin', { type: 'obituaries' });
    const services = { db: h.handle.db, builder: h.deps.integrations.builder, board: h.deps.integrations.board };
    await makeSiteReadyToLaunch(services, siteId, `ready-${siteId}.example`);
    const pending = await h.request('GET', `/api/sites/${siteId}/goLive/pendingScrapes`, { as: 'launch' });
    expect(await pending.json()).toEqual([]);
  });

  describe('GET /api/scrapeRequests', () => {
    it('pages open requests oldest first and complete ones newest first, each with its total', async () => {
      const fresh = await createHarness({ now: () => now });
      try {
        const siteId = await fresh.createSite({ name: 'Aspen Chapel' });
        const make = async (type: string, minutes: number) => {
          const res = await fresh.request('POST', `/api/scrapeRequest/${siteId}/create`, { as: 'admin', body: { type } });
          const row = (await res.json()) as ScrapeRequestRow;
          await fresh.handle.db
            .updateTable('scrape_requests')
            .set({ created_at: new Date(now.getTime() + minutes * 60_000) })
            .where('id', '=', row.id)
            .execute();
          return row.id;
        };
        const ids = [await make('blogs', 3), await make('merchandise', 1), await make('obituaries', 2)];
        const read = async (query: string) => {
          const res = await fresh.request('GET', `/api/scrapeRequests${query}`, { as: 'florist' });
          expect(res.status).toBe(200);
          return (await res.json()) as ScrapeRequestList;
        };
        const open = await read('?page=1&perPage=2');
        expect(open.totalRequests).toBe(3);
        expect(open.data.map((row) => row.type)).toEqual(['merchandise', 'obituaries']);
        expect((await read('?page=2&perPage=2&status=open')).data.map((row) => row.type)).toEqual(['blogs']);
        expect(await read('?status=complete')).toEqual({ data: [], totalRequests: 0 });

        for (const id of [ids[0]!, ids[2]!]) {
          const res = await fresh.request('POST', `/api/scrapeRequest/${id}/markComplete`, {
            as: 'launch',
            body: { type: id === ids[0] ? 'blogs' : 'obituaries' },
          });
          expect(res.status).toBe(200);
        }
        await fresh.handle.db
          .updateTable('scrape_requests')
          .set({ completed_at: new Date('2025-03-11T09:00:00Z') })
          .where('id', '=', ids[0]!)
          .execute();
        const done = await read('?status=complete');
        expect(done.totalRequests).toBe(2);
        expect(done.data.map((row) => [row.type, row.completed, row.completed_by, row.pretty_completed_at])).toEqual([
          ['blogs', true, 'Test launch', 'Mar 11, 2025'],
          ['obituaries', true, 'Test launch', 'Mar 10, 2025'],
        ]);
        expect(await read('')).toMatchObject({ totalRequests: 1, data: [{ type: 'merchandise', name: 'Aspen Chapel', fhid: siteId }] });
      } finally {
        await fresh.close();
      }
    });

    it('reads Needed By from the site: the earlier of launch and urgent-build dates, moving with the launch', async () => {
      const siteId = await h.createSite({ scheduled_launch_date: '2025-05-06' });
      const row = await created(siteId, 'launch', { type: 'merchandise' });
      const shown = async () => (await list('?perPage=100')).data.find((r) => r.id === row.id)?.pretty_needed_before;
      expect(await shown()).toBe('May 6, 2025');
      await h.handle.db.updateTable('sites').set({ scheduled_launch_date: '2025-04-15' }).where('id', '=', siteId).execute();
      expect(await shown()).toBe('Apr 15, 2025');
    });

    it("keeps one site's requests with fhid (the site's Scrape tab), open or complete", async () => {
      const siteId = await h.createSite({ name: 'Birch Chapel' });
      const otherId = await h.createSite({ name: 'Cedar Chapel' });
      const own = await created(siteId, 'admin', { type: 'blogs' });
      await created(otherId, 'admin', { type: 'blogs' });
      expect(await list(`?fhid=${siteId}`)).toEqual({ data: [own], totalRequests: 1 });
      expect(await list(`?fhid=${siteId}&status=complete`)).toEqual({ data: [], totalRequests: 0 });
      expect((await complete(own.id, 'launch', { type: 'blogs' })).status).toBe(200);
      expect(await list(`?fhid=${siteId}`)).toEqual({ data: [], totalRequests: 0 });
      expect(await list(`?fhid=${siteId}&status=complete`)).toMatchObject({ data: [{ id: own.id, completed: true }], totalRequests: 1 });
    });

    it('answers 400 naming the parameter and 401 without a session', async () => {
      for (const [query, field] of [
        ['?status=closed', 'status'],
        ['?fhid=abc', 'fhid'],
        ['?fhid=0', 'fhid'],
        ['?page=0', 'page'],
        ['?perPage=101', 'perPage'],
      ] as const) {
        const res = await h.request('GET', `/api/scrapeRequests${query}`, { as: 'admin' });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ field });
      }
      expect((await h.request('GET', '/api/scrapeRequests')).status).toBe(401);
    });

    it('is read by every signed-in role (no 403)', async () => {
      for (const role of roles) expect((await h.request('GET', '/api/scrapeRequests', { as: role })).status).toBe(200);
    });
  });

  describe('POST /api/scrapeRequest/{requestId}/markComplete', () => {
    it('completes the request with who, when and the note, logs it, and takes it off the open list', async () => {
      const siteId = await h.createSite({ name: 'Cedar Chapel' });
      const request = await created(siteId, 'designer', { type: 'blogs', note: 'Blog at /news' });
      const res = await complete(request.id, 'launch', {
        type: 'blogs',
        additionalNote: '  Imported 42 posts  ',
        requestedBy: 'Test designer',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        ...request,
        completed: true,
        completed_by: 'Test launch',
        pretty_completed_at: 'Mar 10, 2025',
        additional_note: 'Imported 42 posts',
      });
      expect(await logOf(siteId)).toEqual([
        { message: 'Blogs scrape requested', log_type: 'SCRAPE', user_id: h.users.designer.id },
        { message: 'Blogs scrape marked as complete: Imported 42 posts', log_type: 'SCRAPE', user_id: h.users.launch.id },
      ]);
      expect((await list('?perPage=100')).data.map((row) => row.id)).not.toContain(request.id);
      expect((await list('?perPage=100&status=complete')).data.map((row) => row.id)).toContain(request.id);
    });

    it('logs the fixed sentence alone without an additional note', async () => {
      const siteId = await h.createSite();
      const request = await created(siteId, 'admin', { type: 'obituaries' });
      expect((await complete(request.id, 'admin', { type: 'obituaries' })).status).toBe(200);
      expect((await logOf(siteId)).at(-1)).toEqual({
        message: 'Obituaries scrape marked as complete',
        log_type: 'SCRAPE',
        user_id: h.users.admin.id,
      });
    });

    it('answers 409 when already complete, or when type or requester are not the stored ones', async () => {
      const siteId = await h.createSite();
      const request = await created(siteId, 'care', { type: 'merchandise' });
      for (const body of [{ type: 'blogs' }, { type: 'merchandise', requestedBy: 'Someone else' }]) {
        const res = await complete(request.id, 'launch', body);
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({ error: `Scrape request ${request.id} is a merchandise scrape requested by Test care` });
      }
      expect((await complete(request.id, 'launch', { type: 'merchandise', requestedBy: 'Test care' })).status).toBe(200);
      const again = await complete(request.id, 'admin', { type: 'merchandise' });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: `Scrape request ${request.id} is already complete` });
      expect(await logOf(siteId)).toHaveLength(2);
    });

    it('answers 400 naming the field, 401, 403 to every role but admin and launch, and 404', async () => {
      const siteId = await h.createSite();
      const request = await created(siteId, 'admin', { type: 'blogs' });
      for (const [body, field] of [
        [{}, 'type'],
        [{ type: 'blogs', additionalNote: 3 }, 'additionalNote'],
        [{ type: 'blogs', requestedBy: 5 }, 'requestedBy'],
      ] as const) {
        const res = await complete(request.id, 'launch', body);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ field });
      }
      expect((await complete(request.id, undefined, { type: 'blogs' })).status).toBe(401);
      expect(rolesWith('completeScrapeRequest')).toEqual(['admin', 'launch']);
      for (const role of roles.filter((r) => r !== 'admin' && r !== 'launch')) {
        expect((await complete(request.id, role, { type: 'blogs' })).status).toBe(403);
      }
      const missing = await complete(999_999, 'launch', { type: 'blogs' });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'Scrape request not found' });
      const stored = await h.handle.db
        .selectFrom('scrape_requests')
        .select('completed')
        .where('id', '=', request.id)
        .executeTakeFirstOrThrow();
      expect(stored.completed).toBe(false);
    });
  });
});
