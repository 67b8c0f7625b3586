import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScrapeRecordList } from '../../domain/api/scrapeRecords.schema';
import { createHarness, type Harness } from './harness';

/** A site's scraped records and the Fake Obituaries tile's routes. */
describe('scrape records API', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  const addRecords = async (siteId: number, count: number) => {
    for (let i = 0; i < count; i += 1) {
      await h.handle.db
        .insertInto('scrape_records')
        .values({
          site_id: siteId,
          source_url: `https://old.example/obituaries/${i}`,
          name: `Person ${i}`,
          death_date: '2024-01-02',
          created_at: new Date(Date.UTC(2024, 0, 1 + i)),
        })
        .execute();
    }
  };

  describe('GET /api/sites/{id}/obituaries', () => {
    it('pages the site records newest first and counts them all', async () => {
      const siteId = await h.createSite();
      await addRecords(siteId, 3);
      await h.handle.db
        .insertInto('scrape_records')
        .values({
          site_id: siteId,
          kind: 'blog',
          source_url: 'https://old.example/blog/a',
          name: 'A post',
          created_at: new Date(Date.UTC(2023, 0, 1)),
        })
        .execute();
      const response = await h.request('GET', `/api/sites/${siteId}/obituaries?page=1&perPage=2`, { as: 'florist' });
      expect(response.status).toBe(200);
      const body = (await response.json()) as ScrapeRecordList;
      expect(body.total).toBe(4);
      expect(body.data.map((record) => record.name)).toEqual(['Person 2', 'Person 1']);
      expect(body.data[0]).toMatchObject({
        kind: 'obituary',
        source_url: 'https://old.example/obituaries/2',
        death_date: '2024-01-02',
        fake: false,
        service_details: null,
      });
      const blogs = (await (
        await h.request('GET', `/api/sites/${siteId}/obituaries?kind=blog`, { as: 'admin' })
      ).json()) as ScrapeRecordList;
      expect(blogs).toMatchObject({ total: 1, data: [{ name: 'A post', kind: 'blog' }] });
    });

    it('answers 400 naming a bad query field, 404 for an unknown site, 401 without a session', async () => {
      const siteId = await h.createSite();
      const bad = await h.request('GET', `/api/sites/${siteId}/obituaries?perPage=500`, { as: 'admin' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ field: 'perPage' });
      expect(await (await h.request('GET', `/api/sites/${siteId}/obituaries?kind=poem`, { as: 'admin' })).json()).toMatchObject({
        field: 'kind',
      });
      expect((await h.request('GET', '/api/sites/999999/obituaries', { as: 'admin' })).status).toBe(404);
      expect((await h.request('GET', `/api/sites/${siteId}/obituaries`)).status).toBe(401);
    });
  });

  describe('fake obituaries', () => {
    it('adds the placeholder set once, counts it, and removes only the fake ones, logging each change', async () => {
      const siteId = await h.createSite();
      await addRecords(siteId, 1);
      const added = await h.request('POST', `/api/sites/${siteId}/fakeObituaries`, { as: 'designer' });
      expect(added.status).toBe(200);
      expect(await added.json()).toEqual({ count: 6 });
      expect(await (await h.request('POST', `/api/sites/${siteId}/fakeObituaries`, { as: 'admin' })).json()).toEqual({ count: 6 });
      expect(await (await h.request('GET', `/api/sites/${siteId}/fakeObituaries`, { as: 'care' })).json()).toEqual({ count: 6 });
      expect(await (await h.request('POST', `/api/sites/${siteId}/validate/countFakeObits`, { as: 'admin' })).json()).toEqual({ count: 6 });

      const removed = await h.request('DELETE', `/api/sites/${siteId}/fakeObituaries`, { as: 'designer' });
      expect(await removed.json()).toEqual({ count: 0 });
      const left = (await (await h.request('GET', `/api/sites/${siteId}/obituaries`, { as: 'admin' })).json()) as ScrapeRecordList;
      expect(left.data.map((record) => record.name)).toEqual(['Person 0']);
      const log = await h.handle.db
        .selectFrom('log_entries')
        .select(['message', 'log_type'])
        .where('site_id', '=', siteId)
        .orderBy('id')
        .execute();
      expect(log).toEqual([
        { message: 'Fake obituaries added', log_type: 'OBIT' },
        { message: 'Fake obituaries added', log_type: 'OBIT' },
        { message: 'Fake obituaries removed', log_type: 'OBIT' },
      ]);
    });

    it('answers 403 for roles that may not manage them, 404 for an unknown site, 401 without a session', async () => {
      const siteId = await h.createSite();
      for (const role of ['launch', 'ae', 'florist'] as const) {
        expect((await h.request('POST', `/api/sites/${siteId}/fakeObituaries`, { as: role })).status).toBe(403);
        expect((await h.request('DELETE', `/api/sites/${siteId}/fakeObituaries`, { as: role })).status).toBe(403);
      }
      expect((await h.request('POST', '/api/sites/999999/fakeObituaries', { as: 'admin' })).status).toBe(404);
      expect((await h.request('DELETE', '/api/sites/999999/fakeObituaries', { as: 'admin' })).status).toBe(404);
      expect((await h.request('GET', '/api/sites/999999/fakeObituaries', { as: 'admin' })).status).toBe(404);
      expect((await h.request('GET', `/api/sites/${siteId}/fakeObituaries`)).status).toBe(401);
      expect((await h.request('POST', `/api/sites/${siteId}/fakeObituaries`)).status).toBe(401);
    });
  });
});
