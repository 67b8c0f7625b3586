import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../domain/roles';
import { createHarness, type Harness, type TestUser } from './harness';

describe('/api/views', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  const create = (as: Role | TestUser, body: Record<string, unknown>) => h.request('POST', '/api/views', { as, body });
  const newView = async (as: TestUser, name: string, sharedRole: Role | null = null, screen = 'allSites') => {
    const res = await create(as, { screen, name, search: { label: 'Live', corporation: 2, query: 'smith' }, sharedRole });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { id: number; name: string };
  };
  const list = async (as: TestUser, screen = 'allSites') => {
    const res = await h.request('GET', `/api/views?screen=${screen}`, { as });
    expect(res.status).toBe(200);
    return (await res.json()) as Array<{ id: number; name: string; mayChange: boolean }>;
  };

  it('saves a view with its search as sent and lists it for its owner', async () => {
    const owner = await h.createUser('care', 'Cara Owner');
    const res = await create(owner, { screen: 'readyForQa', name: '  Smith QA  ', search: { query: 'smith', person: 'none', tab: 'x' } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      id: expect.any(Number),
      screen: 'readyForQa',
      name: 'Smith QA',
      search: { query: 'smith', person: 'none', tab: 'x' },
      sharedRole: null,
      ownerId: owner.id,
      ownerName: 'Cara Owner',
      mayChange: true,
    });
    expect((await list(owner, 'readyForQa')).map((view) => view.name)).toEqual(['Smith QA']);
  });

  it('lists every screen without a screen, by screen then name', async () => {
    // A role no other test shares a view with, so the list holds this owner's views alone in any order of tests.
    const owner = await h.createUser('launch');
    await newView(owner, 'b view', null, 'seo');
    await newView(owner, 'A view', null, 'allSites');
    await newView(owner, 'a second', null, 'seo');
    const res = await h.request('GET', '/api/views', { as: owner });
    expect(((await res.json()) as Array<{ name: string }>).map((view) => view.name)).toEqual(['A view', 'a second', 'b view']);
  });

  it('shows a shared view to the role it is shared with and to admins, a private one to nobody else', async () => {
    const owner = await h.createUser('care');
    const colleague = await h.createUser('care');
    const designer = await h.createUser('designer');
    const admin = await h.createUser('admin');
    const shared = await newView(owner, 'Care team', 'care');
    const mine = await newView(owner, 'Just mine');
    expect((await list(colleague)).map((view) => [view.name, view.mayChange])).toEqual([['Care team', false]]);
    expect(await list(designer)).toEqual([]);
    expect((await list(admin)).map((view) => [view.name, view.mayChange])).toEqual([['Care team', true]]);
    expect((await list(owner)).map((view) => view.id)).toEqual([shared.id, mine.id]);
  });

  it('renames, updates the search and shares a view; only the owner or an admin changes a shared one', async () => {
    const owner = await h.createUser('care');
    const colleague = await h.createUser('care');
    // A screen of its own: the care users of the other tests would see this view shared with their role.
    const view = await newView(owner, 'Before', 'care', 'readyForCoaching');

    const refused = await h.request('POST', `/api/views/${view.id}`, { as: colleague, body: { name: 'Mine now' } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'Only the owner or an admin may change a shared view' });

    const renamed = await h.request('POST', `/api/views/${view.id}`, { as: owner, body: { name: 'After', search: { label: 'Staged' } } });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'After', search: { label: 'Staged' }, sharedRole: 'care' });

    const byAdmin = await h.request('POST', `/api/views/${view.id}`, { as: 'admin', body: { sharedRole: 'designer' } });
    expect(byAdmin.status).toBe(200);
    expect(await byAdmin.json()).toMatchObject({ name: 'After', sharedRole: 'designer', ownerId: owner.id, mayChange: true });
    expect(await list(colleague, 'readyForCoaching')).toEqual([]);
  });

  it('deletes a view: 204, then it is gone; a colleague cannot, a private view of another is not found', async () => {
    const owner = await h.createUser('ae');
    const colleague = await h.createUser('ae');
    const shared = await newView(owner, 'Shared', 'ae');
    const secret = await newView(owner, 'Secret');
    expect((await h.request('DELETE', `/api/views/${shared.id}`, { as: colleague })).status).toBe(403);
    const hidden = await h.request('DELETE', `/api/views/${secret.id}`, { as: colleague });
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toMatchObject({ error: 'Saved view not found' });
    expect((await h.request('DELETE', `/api/views/${shared.id}`, { as: owner })).status).toBe(204);
    expect((await list(owner)).map((view) => view.name)).toEqual(['Secret']);
    expect((await h.request('POST', `/api/views/${shared.id}`, { as: owner, body: { name: 'x' } })).status).toBe(404);
  });

  it('refuses a second view of the same name on the same list (409), whatever its case', async () => {
    const owner = await h.createUser('am');
    await newView(owner, 'Corporate');
    const again = await create(owner, { screen: 'allSites', name: 'corporate', search: {} });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: "A view named 'corporate' already exists on this list" });
    expect((await create(owner, { screen: 'seo', name: 'Corporate', search: {} })).status).toBe(201);
    const other = await newView(owner, 'Other');
    expect((await h.request('POST', `/api/views/${other.id}`, { as: owner, body: { name: 'CORPORATE' } })).status).toBe(409);
  });

  it('answers a create that raced past the name check as its single version would: 409, not 500', async () => {
    const owner = await h.createUser('am');
    const body = { screen: 'allSites', name: 'Racing', search: {} };
    if (h.handle.kind !== 'postgres') {
      // One connection: two requests cannot overlap, so the check answers the second.
      const answers = await Promise.all([create(owner, body), create(owner, body)]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      return;
    }
    // A colleague's create of the same name, inserted but not yet committed: the request's check
    // cannot see it, and its insert waits on the unique index until the colleague commits.
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(h.handle.db);
    const colleague = new pg.Client({ connectionString: process.env.DATABASE_URL, options: `-c search_path=${rows[0]!.schema},public` });
    await colleague.connect();
    try {
      await colleague.query('BEGIN');
      await colleague.query(`INSERT INTO saved_views (owner_id, screen, name, search) VALUES ($1, 'allSites', 'Racing', '{}')`, [owner.id]);
      const racing = create(owner, body);
      await vi.waitFor(
        async () => {
          const waiting = await sql<{ pid: number }>`
            SELECT l.pid FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
            WHERE NOT l.granted AND a.query ILIKE '%insert into "saved_views"%'`.execute(h.handle.db);
          expect(waiting.rows.length).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 50 },
      );
      await colleague.query('COMMIT');
      const res = await racing;
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: "A view named 'Racing' already exists on this list" });
    } finally {
      await colleague.end();
    }
  });

  it.each([
    [{ name: 'x', search: {} }, 'screen'],
    [{ screen: 'nowhere', name: 'x', search: {} }, 'screen'],
    [{ screen: 'allSites', name: '   ', search: {} }, 'name'],
    [{ screen: 'allSites', name: 'x'.repeat(61), search: {} }, 'name'],
    [{ screen: 'allSites', name: 'x', search: 'label=Live' }, 'search'],
    [{ screen: 'allSites', name: 'x', search: { label: { nested: true } } }, 'search.label'],
    [{ screen: 'allSites', name: 'x', search: { 'bad key': 1 } }, 'search.bad key'],
    [{ screen: 'allSites', name: 'x', search: {}, sharedRole: 'everyone' }, 'sharedRole'],
  ])('400 naming the field for %j', async (body, field) => {
    const res = await create('designer', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });

  it('400 for an update that changes nothing, and for an unknown screen in the list query', async () => {
    const owner = await h.createUser('sdr');
    const view = await newView(owner, 'Mine');
    const empty = await h.request('POST', `/api/views/${view.id}`, { as: owner, body: {} });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ reason: 'send name, search or sharedRole' });
    const badScreen = await h.request('GET', '/api/views?screen=nowhere', { as: owner });
    expect(badScreen.status).toBe(400);
    expect(await badScreen.json()).toMatchObject({ field: 'screen' });
  });

  it('401 without a session', async () => {
    expect((await h.request('GET', '/api/views')).status).toBe(401);
    expect((await h.request('POST', '/api/views', { body: { screen: 'allSites', name: 'x', search: {} } })).status).toBe(401);
  });
});
