import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { userSchema } from '../../domain/api/signIn.schema';
import { namedLookups, namedOptionsSchema, personLookupRoles, personOptionsSchema } from '../../domain/api/lookups.schema';
import { createHarness, type Harness } from './harness';

describe('lookup lists', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness();
    const db = h.handle.db;
    // Out of id order on purpose: the lists must come back ordered by id.
    await db
      .insertInto('corporations')
      .values([
        { id: 5, name: 'Evergreen Memorial Group' },
        { id: 3, name: 'Heritage Family Funeral Homes' },
      ])
      .execute();
    await db
      .insertInto('providers')
      .values([
        { id: 3, name: 'Batesville', contact_email: null },
        { id: 1, name: 'New Website', contact_email: null },
      ])
      .execute();
    await db
      .insertInto('referral_partners')
      .values([
        { id: 7, name: 'State Funeral Directors Association' },
        { id: 2, name: 'Casket Supply Co.' },
      ])
      .execute();
    await db
      .insertInto('funding_partners')
      .values([
        { id: 2, name: 'Precoa' },
        { id: 1, name: 'Homesteaders Life' },
      ])
      .execute();
    await db
      .insertInto('addons')
      .values([
        { id: 2, name: 'Floral' },
        { id: 1, name: 'Video', question: 'Was this funeral home a customer before?' },
      ])
      .execute();
    await db
      .insertInto('users')
      .values([
        { name: 'Zoe Designer', email: 'zoe@test.example', role: 'designer', image: 'https://img.example/zoe.png' },
        { name: 'Abe Designer', email: 'abe@test.example', role: 'designer' },
        { name: 'Aaron Retired', email: 'aaron@test.example', role: 'designer', active: false },
      ])
      .execute();
  });
  afterAll(() => h.close());

  it('lists active designers as person options ordered by name', async () => {
    const res = await h.request('GET', '/api/designers', { as: 'ae' });
    expect(res.status).toBe(200);
    const options = v.parse(personOptionsSchema, await res.json());
    expect(options.map((option) => option.name)).toEqual(['Abe Designer', 'Test designer', 'Zoe Designer']);
    const zoe = options.find((option) => option.name === 'Zoe Designer');
    expect(zoe).toEqual({ id: zoe?.user_id, user_id: expect.any(Number), name: 'Zoe Designer', image: 'https://img.example/zoe.png' });
  });

  it.each(Object.entries(personLookupRoles))('GET /api/%s lists the users of that role only', async (path, role) => {
    const res = await h.request('GET', `/api/${path}`, { as: 'designer' });
    expect(res.status).toBe(200);
    const options = v.parse(personOptionsSchema, await res.json());
    expect(options.length).toBeGreaterThan(0);
    const roles = await h.handle.db
      .selectFrom('users')
      .select('role')
      .where(
        'id',
        'in',
        options.map((option) => option.id),
      )
      .execute();
    expect(new Set(roles.map((row) => row.role))).toEqual(new Set([role]));
    expect(options.every((option) => option.id === option.user_id)).toBe(true);
  });

  it('GET /api/staff lists every active person whatever their role, by name, for the @ box (issue 34)', async () => {
    const res = await h.request('GET', '/api/staff', { as: 'florist' });
    expect(res.status).toBe(200);
    const staff = (await res.json()) as { id: number; name: string; role: string; email: string }[];
    expect(staff.map((person) => `${person.name} (${person.role})`)).toEqual([
      'Abe Designer (designer)',
      'Test admin (admin)',
      'Test ae (ae)',
      'Test am (am)',
      'Test care (care)',
      'Test designer (designer)',
      'Test executive (executive)',
      'Test florist (florist)',
      'Test launch (launch)',
      'Test sdr (sdr)',
      'Zoe Designer (designer)',
    ]);
    expect(staff[0]).toEqual({ id: expect.any(Number), name: 'Abe Designer', role: 'designer', email: 'abe@test.example' });
  });

  it('lists the id-and-name lookups ordered by id', async () => {
    const expected: Record<(typeof namedLookups)[number], { id: number; name: string; retired: boolean; question?: string | null }[]> = {
      corporations: [
        { id: 1, name: 'Corporate', retired: false },
        { id: 2, name: 'Group Two', retired: false },
        { id: 3, name: 'Heritage Family Funeral Homes', retired: false },
        { id: 5, name: 'Evergreen Memorial Group', retired: false },
      ],
      providers: [
        { id: 1, name: 'New Website', retired: false },
        { id: 3, name: 'Batesville', retired: false },
      ],
      referralPartners: [
        { id: 2, name: 'Casket Supply Co.', retired: false },
        { id: 7, name: 'State Funeral Directors Association', retired: false },
      ],
      fundingPartners: [
        { id: 1, name: 'Homesteaders Life', retired: false },
        { id: 2, name: 'Precoa', retired: false },
      ],
      // addons carry the question asked before one is ticked (part 2 §5)
      addons: [
        { id: 1, name: 'Video', retired: false, question: 'Was this funeral home a customer before?' },
        { id: 2, name: 'Floral', retired: false, question: null },
      ],
    };
    for (const path of namedLookups) {
      const res = await h.request('GET', `/api/${path}`, { as: 'florist' });
      expect(res.status, path).toBe(200);
      expect(v.parse(namedOptionsSchema, await res.json()), path).toEqual(expected[path]);
    }
  });

  it('answers 401 on every lookup without a session', async () => {
    const paths = [...Object.keys(personLookupRoles), ...namedLookups, 'staff', `users/${h.users.admin.id}`];
    for (const path of paths) {
      const res = await h.request('GET', `/api/${path}`);
      expect(res.status, path).toBe(401);
    }
  });

  it("reads one user's public fields", async () => {
    await h.handle.db.updateTable('users').set({ trello_id: '5f1e2d3c4b5a69788796a5b4' }).where('id', '=', h.users.designer.id).execute();
    const res = await h.request('GET', `/api/users/${h.users.designer.id}`, { as: 'sdr' });
    expect(res.status).toBe(200);
    const user = v.parse(userSchema, await res.json());
    expect(user).toEqual({
      id: h.users.designer.id,
      name: 'Test designer',
      role: 'designer',
      image: null,
      email: expect.stringMatching(/@test\.example$/),
      trello_id: '5f1e2d3c4b5a69788796a5b4',
    });
    expect(Object.keys(await (await h.request('GET', `/api/users/${h.users.designer.id}`, { as: 'sdr' })).json())).not.toContain(
      'password_hash',
    );
  });

  it('answers 404 for an unknown or malformed user id', async () => {
    expect((await h.request('GET', '/api/users/999999', { as: 'admin' })).status).toBe(404);
    expect((await h.request('GET', '/api/users/abc', { as: 'admin' })).status).toBe(404);
  });
});
