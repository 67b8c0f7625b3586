import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

describe('/api/log', () => {
  let h: Harness;
  const clock = { now: new Date('2025-03-12T15:00:00Z') };
  beforeAll(async () => {
    h = await createHarness({ now: () => clock.now });
  });
  afterAll(() => h.close());

  const activityOf = async (siteId: number) =>
    new Date(
      (await h.handle.db.selectFrom('sites').select('latest_activity_at').where('id', '=', siteId).executeTakeFirstOrThrow())
        .latest_activity_at,
    ).toISOString();

  it('writes an entry, OTHER by default, and moves the latest activity', async () => {
    const siteId = await h.createSite({ latest_activity_at: new Date('2025-01-01T00:00:00Z') });
    clock.now = new Date('2025-03-12T15:00:00Z');
    const res = await h.request('POST', '/api/log', { as: 'florist', body: { message: 'Called the florist', fhid: siteId } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: expect.any(Number) });
    expect(await activityOf(siteId)).toBe('2025-03-12T15:00:00.000Z');
    const read = await h.request('GET', `/api/log/${siteId}`, { as: 'sdr' });
    expect(await read.json()).toEqual([
      { id: expect.any(Number), message: 'Called the florist', name: 'Test florist', when: '2025-03-12T15:00:00.000Z', log_type: 'OTHER' },
    ]);
  });

  it('keeps a muted entry without counting it as activity', async () => {
    const siteId = await h.createSite({ latest_activity_at: new Date('2025-01-01T00:00:00Z') });
    const res = await h.request('POST', '/api/log', {
      as: 'admin',
      body: { message: 'Quiet', fhid: siteId, logType: 'SCRAPE', mute: true },
    });
    expect(res.status).toBe(201);
    expect(await activityOf(siteId)).toBe('2025-01-01T00:00:00.000Z');
    expect(await (await h.request('GET', `/api/log/${siteId}`, { as: 'admin' })).json()).toMatchObject([
      { message: 'Quiet', log_type: 'SCRAPE' },
    ]);
  });

  it('reads newest first, filters by type, and names the system for authorless entries', async () => {
    const siteId = await h.createSite();
    const write = async (message: string, logType: string, at: string) => {
      clock.now = new Date(at);
      expect((await h.request('POST', '/api/log', { as: 'designer', body: { message, fhid: siteId, logType } })).status).toBe(201);
    };
    await write('first', 'DESIGNER', '2025-03-01T10:00:00Z');
    await write('second', 'STAGE', '2025-03-02T10:00:00Z');
    await write('third', 'DESIGNER', '2025-03-03T10:00:00Z');
    await h.handle.db
      .insertInto('log_entries')
      .values({ site_id: siteId, user_id: null, message: 'Launch date missed', created_at: new Date('2025-03-04T00:05:00Z') })
      .execute();

    const all = (await (await h.request('GET', `/api/log/${siteId}`, { as: 'care' })).json()) as { message: string; name: string }[];
    expect(all.map((entry) => entry.message)).toEqual(['Launch date missed', 'third', 'second', 'first']);
    expect(all[0]?.name).toBe('System');
    const designer = (await (await h.request('GET', `/api/log/${siteId}?logType=DESIGNER`, { as: 'care' })).json()) as {
      message: string;
    }[];
    expect(designer.map((entry) => entry.message)).toEqual(['third', 'first']);
  });

  it('answers 400 for a bad body or filter', async () => {
    const siteId = await h.createSite();
    for (const [body, field] of [
      [{ message: '', fhid: siteId }, 'message'],
      [{ message: '   ', fhid: siteId }, 'message'],
      [{ fhid: siteId }, 'message'],
      [{ message: 'x', fhid: 'abc' }, 'fhid'],
      [{ message: 'x', fhid: siteId, logType: 'LAUNCH' }, 'logType'],
      [{ message: 'x', fhid: siteId, mute: 'yes' }, 'mute'],
    ] as const) {
      const res = await h.request('POST', '/api/log', { as: 'admin', body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field });
    }
    const res = await h.request('GET', `/api/log/${siteId}?logType=nope`, { as: 'admin' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'logType' });
  });

  it('answers 404 for an unknown site and 401 without a session', async () => {
    expect((await h.request('POST', '/api/log', { as: 'admin', body: { message: 'x', fhid: 999_999 } })).status).toBe(404);
    expect((await h.request('GET', '/api/log/999999', { as: 'admin' })).status).toBe(404);
    expect((await h.request('GET', '/api/log/abc', { as: 'admin' })).status).toBe(404);
    expect((await h.request('POST', '/api/log', { body: { message: 'x', fhid: 1 } })).status).toBe(401);
    expect((await h.request('GET', '/api/log/1')).status).toBe(401);
  });
});
