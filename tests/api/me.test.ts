import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/signIn/password';
import { createHarness, type Harness, peerEnv, type TestUser } from './harness';

const password = 'correct horse battery staple';
const chromeOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const pngBytes = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('/api/me: profile, avatar, password and sessions', () => {
  let h: Harness;
  let uploads: string;
  let passwordHash: string;
  let clock: Date;

  beforeAll(async () => {
    h = await createHarness({ now: () => clock });
    clock = new Date();
    uploads = await mkdtemp(path.join(tmpdir(), 'me-avatars-'));
    h.deps.config = { ...h.deps.config, UPLOADS_DIR: uploads };
    // A cheap hash keeps the sign-ins quick; server/signIn/password.test.ts covers the real parameters.
    passwordHash = await hashPassword(password, { ln: 12, r: 8, p: 1 });
  });
  afterAll(async () => {
    await h.close();
    await rm(uploads, { recursive: true, force: true });
  });

  /** A person with a password, signed in through POST /login from a browser and an address. */
  const personWithPassword = async (role: 'designer' | 'care' = 'designer') => {
    const user = await h.createUser(role, `Profile ${role}`);
    const { email } = await h.handle.db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', user.id)
      .returning('email')
      .executeTakeFirstOrThrow();
    return { ...user, email };
  };
  const signIn = async (email: string, userAgent: string, address: string): Promise<TestUser> => {
    const res = await h.app.request(
      '/login',
      {
        method: 'POST',
        headers: { origin: 'http://localhost', 'content-type': 'application/json', 'user-agent': userAgent },
        body: JSON.stringify({ username: email, password }),
      },
      peerEnv(address),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; user: { id: number; role: 'designer' } };
    return { id: body.user.id, role: body.user.role, name: '', token: body.token };
  };
  const logEntries = async (userId: number) =>
    (await h.handle.db.selectFrom('log_entries').select(['message', 'site_id']).where('user_id', '=', userId).orderBy('id').execute()).map(
      (row) => [row.message, row.site_id],
    );
  const avatarForm = (bytes: Uint8Array, name = 'me.png') => {
    const form = new FormData();
    form.set('avatar', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
    return form;
  };
  const uploadAvatar = (as: TestUser | undefined, form: FormData) =>
    Promise.resolve(
      h.app.request('/api/me/avatar', {
        method: 'POST',
        body: form,
        headers: { origin: 'http://localhost', ...(as ? { authorization: `bearer ${as.token}` } : {}) },
      }),
    );

  describe('profile', () => {
    it('reads and changes the name and board member id, logged without a site', async () => {
      const me = await h.createUser('florist', 'Flora Before');
      const before = await h.request('GET', '/api/me/profile', { as: me });
      expect(before.status).toBe(200);
      expect(await before.json()).toEqual({
        name: 'Flora Before',
        email: expect.stringMatching(/@test\.example$/),
        image: null,
        trelloMemberId: null,
      });
      const res = await h.request('PATCH', '/api/me/profile', {
        as: me,
        body: { name: '  Flora After ', trelloMemberId: '5f0c1a2b3c4d5e6f7a8b9c0d' },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ name: 'Flora After', trelloMemberId: '5f0c1a2b3c4d5e6f7a8b9c0d' });
      // The new name is who the person is everywhere: /api/me reads it.
      expect(await (await h.request('GET', '/api/me', { as: me })).json()).toMatchObject({
        name: 'Flora After',
        trello_id: '5f0c1a2b3c4d5e6f7a8b9c0d',
      });
      const cleared = await h.request('PATCH', '/api/me/profile', { as: me, body: { trelloMemberId: '' } });
      expect(await cleared.json()).toMatchObject({ name: 'Flora After', trelloMemberId: null });
      expect(await logEntries(me.id)).toEqual([
        ['Profile updated', null],
        ['Profile updated', null],
      ]);
    });

    it('answers 400 naming the field, and for an empty change', async () => {
      const me = await h.createUser('sdr');
      const blank = await h.request('PATCH', '/api/me/profile', { as: me, body: { name: '   ' } });
      expect(blank.status).toBe(400);
      expect(await blank.json()).toMatchObject({ field: 'name', reason: 'name must not be empty' });
      const badId = await h.request('PATCH', '/api/me/profile', { as: me, body: { trelloMemberId: 'not-an-id' } });
      expect(await badId.json()).toMatchObject({
        field: 'trelloMemberId',
        reason: 'trelloMemberId must be a board member id (24 hexadecimal digits)',
      });
      expect((await h.request('PATCH', '/api/me/profile', { as: me, body: {} })).status).toBe(400);
    });

    it('is open to every signed-in role and to nobody else', async () => {
      for (const role of ['admin', 'executive', 'ae', 'am', 'designer', 'care', 'sdr', 'florist', 'launch'] as const)
        expect((await h.request('GET', '/api/me/profile', { as: role })).status).toBe(200);
      expect((await h.request('GET', '/api/me/profile')).status).toBe(401);
      expect((await h.request('PATCH', '/api/me/profile', { body: { name: 'X' } })).status).toBe(401);
    });
  });

  describe('avatar', () => {
    it('takes an image checked by its bytes, serves it, and replaces it', async () => {
      const me = await h.createUser('care');
      const res = await uploadAvatar(me, avatarForm(pngBytes, 'face.jpg'));
      expect(res.status, await res.clone().text()).toBe(200);
      const { image } = (await res.json()) as { image: string };
      expect(image).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}\.png$/);
      const served = await h.request('GET', image, { as: 'launch' });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(pngBytes);

      const second = (await (await uploadAvatar(me, avatarForm(pngBytes))).json()) as { image: string };
      expect(second.image).not.toBe(image);
      expect((await h.request('GET', image, { as: 'launch' })).status).toBe(404);
      expect(await logEntries(me.id)).toEqual([
        ['Avatar changed', null],
        ['Avatar changed', null],
      ]);
    });

    it('refuses what is not a PNG, JPEG, GIF or WebP image, naming the field, as intake images are', async () => {
      const me = await h.createUser('care');
      const res = await uploadAvatar(me, avatarForm(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png'));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'avatar', reason: 'must be a PNG, JPEG, GIF or WebP image' });
      const big = await uploadAvatar(me, avatarForm(new Uint8Array(10 * 1024 * 1024 + 1)));
      expect(big.status).toBe(413);
      expect(await big.json()).toMatchObject({ error: 'Images may be at most 10 MB' });
      expect((await uploadAvatar(undefined, avatarForm(pngBytes))).status).toBe(401);
    });

    it('serves only a file a profile names', async () => {
      const res = await h.request('GET', '/api/avatars/00000000-0000-0000-0000-000000000000.png', { as: 'admin' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'Avatar not found' });
      expect((await h.request('GET', '/api/avatars/..%2F..%2Fetc%2Fpasswd', { as: 'admin' })).status).toBe(404);
    });
  });

  describe('password', () => {
    it('changes the password with the current one and ends every other session', async () => {
      const person = await personWithPassword();
      const here = await signIn(person.email, chromeOnWindows, '198.18.1.1');
      const elsewhere = await signIn(person.email, safariOnIphone, '198.18.1.2');
      const newPassword = 'a much longer passphrase';
      const res = await h.request('POST', '/api/me/password', { as: here, body: { currentPassword: password, newPassword } });
      expect(res.status).toBe(200);
      // the harness's own session and the phone's
      expect(await res.json()).toEqual({ ended: 2 });
      expect((await h.request('GET', '/api/me/profile', { as: here })).status).toBe(200);
      expect((await h.request('GET', '/api/me/profile', { as: elsewhere })).status).toBe(401);
      const { password_hash } = await h.handle.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', person.id)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(newPassword, password_hash ?? '')).toBe(true);
      expect(await logEntries(person.id)).toEqual([['Password changed', null]]);
    });

    it('answers 400 naming the field: a wrong current password, a short or common new one', async () => {
      const person = await personWithPassword();
      const wrong = await h.request('POST', '/api/me/password', {
        as: person,
        body: { currentPassword: 'wrong', newPassword: 'a much longer passphrase' },
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ field: 'currentPassword', reason: 'is not your current password' });
      const short = await h.request('POST', '/api/me/password', { as: person, body: { currentPassword: password, newPassword: 'short' } });
      expect(await short.json()).toMatchObject({ field: 'newPassword', reason: 'At least 12 characters' });
      const common = await h.request('POST', '/api/me/password', {
        as: person,
        body: { currentPassword: password, newPassword: 'password1234' },
      });
      expect(await common.json()).toMatchObject({ field: 'newPassword', reason: 'This password is too common; choose another' });
      const missing = await h.request('POST', '/api/me/password', { as: person, body: { newPassword: 'a much longer passphrase' } });
      expect(await missing.json()).toMatchObject({ field: 'currentPassword' });
      expect(await logEntries(person.id)).toEqual([]);
      expect(
        (await h.request('POST', '/api/me/password', { body: { currentPassword: password, newPassword: 'a much longer passphrase' } }))
          .status,
      ).toBe(401);
    });
  });

  describe('sessions', () => {
    it('lists each live session with its device, address, last seen and which is this one', async () => {
      const person = await personWithPassword('care');
      await h.handle.db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', person.id).execute();
      const laptop = await signIn(person.email, chromeOnWindows, '198.18.2.1');
      const phone = await signIn(person.email, safariOnIphone, '198.18.2.2');
      const res = await h.request('GET', '/api/me/sessions', { as: laptop });
      expect(res.status).toBe(200);
      const sessions = (await res.json()) as Array<{ id: number; device: string; address: string; current: boolean; lastSeenAt: string }>;
      expect(sessions.map(({ device, address, current }) => ({ device, address, current }))).toEqual([
        { device: 'Safari on iPhone', address: '198.18.2.2', current: false },
        { device: 'Chrome on Windows', address: '198.18.2.1', current: true },
      ]);
      expect((await h.request('GET', '/api/me/sessions', { as: phone })).status).toBe(200);
    });

    it('keeps last seen to the minute: one write a minute per session, not one per request', async () => {
      const person = await personWithPassword('care');
      const start = new Date();
      clock = start;
      const session = await signIn(person.email, chromeOnWindows, '198.18.3.1');
      const lastSeen = async () =>
        (
          (await (await h.request('GET', '/api/me/sessions', { as: session })).json()) as Array<{ current: boolean; lastSeenAt: string }>
        ).find((s) => s.current)?.lastSeenAt;
      clock = new Date(start.getTime() + 59_000);
      expect(await lastSeen()).toBe(start.toISOString());
      clock = new Date(start.getTime() + 61_000);
      expect(await lastSeen()).toBe(clock.toISOString());
      clock = new Date();
    });

    it('signs one other session out, and refuses this one (409) and anyone else’s (404)', async () => {
      const person = await personWithPassword();
      const laptop = await signIn(person.email, chromeOnWindows, '198.18.4.1');
      const phone = await signIn(person.email, safariOnIphone, '198.18.4.2');
      const sessions = (await (await h.request('GET', '/api/me/sessions', { as: laptop })).json()) as Array<{
        id: number;
        current: boolean;
        device: string;
      }>;
      const phoneId = sessions.find((s) => s.device === 'Safari on iPhone')?.id;
      const laptopId = sessions.find((s) => s.current)?.id;

      const stranger = await h.createUser('designer');
      const notMine = await h.request('DELETE', `/api/me/sessions/${phoneId}`, { as: stranger });
      expect(notMine.status).toBe(404);
      expect(await notMine.json()).toMatchObject({ error: 'Session not found' });

      const own = await h.request('DELETE', `/api/me/sessions/${laptopId}`, { as: laptop });
      expect(own.status).toBe(409);
      expect(await own.json()).toMatchObject({ error: 'This is the session you are using; sign out instead' });

      const res = await h.request('DELETE', `/api/me/sessions/${phoneId}`, { as: laptop });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ended: 1 });
      expect((await h.request('GET', '/api/me/profile', { as: phone })).status).toBe(401);
      expect((await h.request('DELETE', `/api/me/sessions/${phoneId}`, { as: laptop })).status).toBe(404);
      expect((await h.request('DELETE', `/api/me/sessions/${phoneId}`)).status).toBe(401);
      expect(await logEntries(person.id)).toEqual([['Session signed out', null]]);
    });

    it('signs out every other session at once', async () => {
      const person = await personWithPassword();
      const laptop = await signIn(person.email, chromeOnWindows, '198.18.5.1');
      const phone = await signIn(person.email, safariOnIphone, '198.18.5.2');
      const res = await h.request('DELETE', '/api/me/sessions', { as: laptop });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ended: 2 });
      expect((await h.request('GET', '/api/me/profile', { as: phone })).status).toBe(401);
      expect((await h.request('GET', '/api/me/profile', { as: person })).status).toBe(401);
      expect((await h.request('GET', '/api/me/profile', { as: laptop })).status).toBe(200);
      expect(await (await h.request('DELETE', '/api/me/sessions', { as: laptop })).json()).toEqual({ ended: 0 });
      expect(await logEntries(person.id)).toEqual([['Signed out of every other session', null]]);
      expect((await h.request('DELETE', '/api/me/sessions')).status).toBe(401);
    });
  });
});
