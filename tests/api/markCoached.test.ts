import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesWith } from '../../domain/permissions';
import { roles, type Role } from '../../domain/roles';
import { createHarness, type Harness } from './harness';

const now = new Date('2025-03-10T12:00:00Z');

describe('POST /api/sites/{id}/updateLastCoached', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ now: () => now });
  });
  afterAll(() => h.close());

  const coach = (siteId: number, as: Role | undefined, body: unknown) =>
    h.request('POST', `/api/sites/${siteId}/updateLastCoached`, { ...(as ? { as } : {}), body });

  it('sets the last session to today and writes an Account note and a log entry', async () => {
    const siteId = await h.createSite({
      launcher_label: 'Live',
      coaching_sessions: true,
      latest_activity_at: new Date('2025-01-01T00:00:00Z'),
    });
    const res = await coach(siteId, 'am', { additionalNote: '  Talked through the obituary editor.  ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ last_coaching_session: '2025-03-10', pretty_last_coaching_session: 'Mar 10, 2025' });

    const db = h.handle.db;
    const site = await db
      .selectFrom('sites')
      .select(['last_coaching_session', 'latest_activity_at'])
      .where('id', '=', siteId)
      .executeTakeFirstOrThrow();
    expect(site.last_coaching_session).toBe('2025-03-10');
    expect(site.latest_activity_at.toISOString()).toBe(now.toISOString());
    const notes = await db.selectFrom('notes').select(['type', 'note', 'user_id']).where('site_id', '=', siteId).execute();
    expect(notes).toEqual([
      { type: 'Account', note: 'Coaching session complete\n\nTalked through the obituary editor.', user_id: h.users.am.id },
    ]);
    const log = await db.selectFrom('log_entries').select(['message', 'user_id']).where('site_id', '=', siteId).execute();
    expect(log).toEqual([{ message: 'Coaching session complete', user_id: h.users.am.id }]);

    const listed = await (await h.request('GET', `/api/sites/${siteId}`, { as: 'am' })).json();
    expect(listed).toMatchObject({ last_coaching_session: '2025-03-10', pretty_last_coaching_session: 'Mar 10, 2025' });
  });

  it('writes the fixed sentence alone without an additional note', async () => {
    const siteId = await h.createSite({ launcher_label: 'Live' });
    expect((await coach(siteId, 'admin', {})).status).toBe(200);
    const note = await h.handle.db.selectFrom('notes').select('note').where('site_id', '=', siteId).executeTakeFirstOrThrow();
    expect(note.note).toBe('Coaching session complete');
  });

  it('answers 400, 401, 403 and 404 where they apply', async () => {
    const siteId = await h.createSite({ launcher_label: 'Live' });
    const bad = await coach(siteId, 'am', { additionalNote: 42 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'additionalNote' });
    expect((await coach(siteId, undefined, {})).status).toBe(401);
    for (const role of roles.filter((r) => !rolesWith('markCoached').includes(r))) {
      expect((await coach(siteId, role, {})).status).toBe(403);
    }
    expect((await coach(999_999, 'am', {})).status).toBe(404);
    const site = await h.handle.db.selectFrom('sites').select('last_coaching_session').where('id', '=', siteId).executeTakeFirstOrThrow();
    expect(site.last_coaching_session).toBeNull();
  });
});
