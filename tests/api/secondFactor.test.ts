import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../server/auth/tokens';
import { loadConfig } from '../../server/config';
import { hashPassword } from '../../server/signIn/password';
import { createHarness, type Harness, type TestUser } from './harness';

const password = 'correct horse battery staple';
let addressCounter = 0;
/** Each test signs in from its own address (198.18.0.0/15 is for tests), so one test's failures never limit another. */
const freshAddress = () => {
  addressCounter += 1;
  return `198.19.${addressCounter >> 8}.${addressCounter & 255}`;
};

/** The code an authenticator app shows for the secret at that moment. */
const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

describe('the second factor', () => {
  let h: Harness;
  let clock: Date;
  let passwordHash: string;

  const post = (path: string, body: unknown, peer: string, as?: TestUser) => h.request('POST', path, { body, peer, ...(as ? { as } : {}) });

  const withPassword = async (role: 'designer' | 'executive' | 'florist' | 'am'): Promise<TestUser & { email: string }> => {
    const user = await h.createUser(role, `Second factor ${role} ${++addressCounter}`);
    const { email } = await h.handle.db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', user.id)
      .returning('email')
      .executeTakeFirstOrThrow();
    return { ...user, email };
  };

  /** Enrols the person's second factor: the secret and the recovery codes. */
  const enrol = async (user: TestUser) => {
    const started = await h.request('POST', '/api/me/totp', { as: user, headers: { 'content-length': '0' } });
    expect(started.status).toBe(201);
    const { secret } = (await started.json()) as { secret: string };
    const confirmed = await h.request('POST', '/api/me/totp/confirm', { as: user, body: { code: await codeAt(secret, clock) } });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
    // The code that confirmed is used: sign-ins in the tests come a step later, as they would.
    clock = new Date(clock.getTime() + 30_000);
    return { secret, recoveryCodes };
  };

  const ticketFor = async (email: string, address: string): Promise<string> => {
    const res = await post('/login', { username: email, password }, address);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; ticket: string };
    expect(body).toEqual({ status: 'TOTP_REQUIRED', ticket: expect.any(String) });
    expect(res.headers.get('set-cookie')).toBeNull();
    return body.ticket;
  };

  beforeAll(async () => {
    h = await createHarness({ now: () => clock, config: { REQUIRE_2FA: ['executive'] } });
    passwordHash = await hashPassword(password, { ln: 12, r: 8, p: 1 });
  });
  beforeEach(() => {
    clock = new Date();
  });
  afterAll(() => h.close());

  describe('enrolment', () => {
    it('starts with a sealed secret, confirms with a code and answers 10 recovery codes kept hashed', async () => {
      const user = await withPassword('designer');
      const status = await h.request('GET', '/api/me/totp', { as: user });
      expect(await status.json()).toEqual({ enabled: false, enabledAt: null, required: false, recoveryCodesLeft: 0 });

      const started = await h.request('POST', '/api/me/totp', { as: user, headers: { 'content-length': '0' } });
      expect(started.status).toBe(201);
      const { secret, otpauthUrl } = (await started.json()) as { secret: string; otpauthUrl: string };
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauthUrl).toBe(
        `otpauth://totp/Website%20Admin:${encodeURIComponent((await h.handle.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()).email)}?secret=${secret}&issuer=Website%20Admin`,
      );
      const stored = await h.handle.db
        .selectFrom('users')
        .select(['totp_secret', 'totp_enabled_at'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(stored.totp_secret).toMatch(/^v1:/);
      expect(stored.totp_secret).not.toContain(secret);
      expect(stored.totp_enabled_at).toBeNull();

      const wrong = await h.request('POST', '/api/me/totp/confirm', {
        as: user,
        body: { code: '000000' === (await codeAt(secret, clock)) ? '111111' : '000000' },
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ error: 'Invalid code', field: 'code' });
      const malformed = await h.request('POST', '/api/me/totp/confirm', { as: user, body: { code: '12ab' } });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({ field: 'code' });

      const confirmed = await h.request('POST', '/api/me/totp/confirm', { as: user, body: { code: await codeAt(secret, clock) } });
      expect(confirmed.status).toBe(200);
      const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      const hashes = await h.handle.db.selectFrom('totp_recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
      expect(hashes).toHaveLength(10);
      for (const { code_hash } of hashes) expect(recoveryCodes).not.toContain(code_hash);

      const on = await h.request('GET', '/api/me/totp', { as: user });
      expect(await on.json()).toEqual({ enabled: true, enabledAt: clock.toISOString(), required: false, recoveryCodesLeft: 10 });
      const log = await h.handle.db.selectFrom('log_entries').select(['message', 'site_id']).where('user_id', '=', user.id).execute();
      expect(log).toEqual([{ message: 'Second factor turned on', site_id: null }]);
    });

    it('refuses a second enrolment and a confirmation with nothing to confirm (409)', async () => {
      const user = await withPassword('designer');
      const nothing = await h.request('POST', '/api/me/totp/confirm', { as: user, body: { code: '123456' } });
      expect(nothing.status).toBe(409);
      expect(await nothing.json()).toMatchObject({ error: 'Start the enrolment first' });
      await enrol(user);
      const again = await h.request('POST', '/api/me/totp', { as: user, headers: { 'content-length': '0' } });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ error: 'The second factor is already on' });
      const confirmAgain = await h.request('POST', '/api/me/totp/confirm', { as: user, body: { code: '123456' } });
      expect(confirmAgain.status).toBe(409);
    });

    it('answers 401 without a session', async () => {
      expect((await h.request('GET', '/api/me/totp')).status).toBe(401);
      expect((await h.request('POST', '/api/me/totp', { headers: { 'content-length': '0' } })).status).toBe(401);
    });
  });

  describe('signing in', () => {
    it('asks an enrolled person for a code after the password, then signs them in with it (not twice)', async () => {
      const user = await withPassword('designer');
      const { secret } = await enrol(user);
      const address = freshAddress();
      const ticket = await ticketFor(user.email, address);
      const code = await codeAt(secret, clock);
      const res = await post('/login/totp', { ticket, code }, address);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { status: string; token: string; user: { id: number } };
      expect(body).toMatchObject({ status: 'SUCCESS', user: { id: user.id }, redirect: null });
      expect(res.headers.get('set-cookie')).toContain(`access_token=${body.token}`);
      const session = await h.handle.db
        .selectFrom('sessions')
        .select('sign_in_method')
        .where('token_hash', '=', hashToken(body.token))
        .executeTakeFirstOrThrow();
      expect(session.sign_in_method).toBe('password+totp');

      // The same code, within its window, on a new ticket: refused.
      const replay = await post('/login/totp', { ticket: await ticketFor(user.email, address), code }, address);
      expect(replay.status).toBe(401);
      expect(await replay.json()).toEqual({ status: 'INVALID', error: 'Invalid code' });
    });

    it('accepts a recovery code once', async () => {
      const user = await withPassword('florist');
      const { recoveryCodes } = await enrol(user);
      const address = freshAddress();
      const first = await post('/login/totp', { ticket: await ticketFor(user.email, address), code: recoveryCodes[3] }, address);
      expect(first.status).toBe(200);
      expect(await first.json()).toMatchObject({ status: 'SUCCESS', user: { id: user.id } });
      const status = await h.request('GET', '/api/me/totp', { as: user });
      expect(await status.json()).toMatchObject({ recoveryCodesLeft: 9 });
      const log = await h.handle.db.selectFrom('log_entries').select('message').where('user_id', '=', user.id).execute();
      expect(log.map((entry) => entry.message)).toContain('Signed in with a recovery code');

      const again = await post('/login/totp', { ticket: await ticketFor(user.email, address), code: recoveryCodes[3] }, address);
      expect(again.status).toBe(401);
      expect(await again.json()).toEqual({ status: 'INVALID', error: 'Invalid code' });
    });

    it('refuses an unknown, used or expired ticket, a wrong code and a bad body', async () => {
      const user = await withPassword('am');
      const { secret } = await enrol(user);
      const address = freshAddress();
      const unknown = await post('/login/totp', { ticket: newToken(), code: await codeAt(secret, clock) }, address);
      expect(unknown.status).toBe(401);
      expect(await unknown.json()).toEqual({ status: 'INVALID', error: 'This sign-in has expired. Sign in again.' });

      const ticket = await ticketFor(user.email, address);
      const wrong = await post('/login/totp', { ticket, code: 'abcde-fghjk' }, address);
      expect(await wrong.json()).toEqual({ status: 'INVALID', error: 'Invalid code' });
      // A wrong code leaves the ticket usable; the right one uses it.
      expect((await post('/login/totp', { ticket, code: await codeAt(secret, clock) }, address)).status).toBe(200);
      clock = new Date(clock.getTime() + 30_000);
      const used = await post('/login/totp', { ticket, code: await codeAt(secret, clock) }, address);
      expect(await used.json()).toEqual({ status: 'INVALID', error: 'This sign-in has expired. Sign in again.' });

      const late = await ticketFor(user.email, address);
      clock = new Date(clock.getTime() + 5 * 60_000 + 1);
      const expired = await post('/login/totp', { ticket: late, code: await codeAt(secret, clock) }, address);
      expect(await expired.json()).toEqual({ status: 'INVALID', error: 'This sign-in has expired. Sign in again.' });

      const bad = await post('/login/totp', { ticket: '' }, address);
      expect(bad.status).toBe(400);
    });

    it('counts wrong codes with wrong passwords: 5 failures from one address and the account waits', async () => {
      const user = await withPassword('designer');
      const { secret } = await enrol(user);
      const address = freshAddress();
      // The right password counts until a right code follows, so a known password cannot reset the count.
      const ticket = await ticketFor(user.email, address);
      for (let attempt = 0; attempt < 4; attempt += 1)
        expect((await post('/login/totp', { ticket, code: 'wrong-code' }, address)).status).toBe(401);
      const limited = await post('/login/totp', { ticket, code: await codeAt(secret, clock) }, address);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ status: 'RATE_LIMITED', error: 'Too many sign-in attempts. Try again in 15 minutes.' });
      expect(limited.headers.get('retry-after')).toBe('900');
      expect((await post('/login', { username: user.email, password }, address)).status).toBe(429);
    });

    it('signs a person without a second factor in at once', async () => {
      const user = await withPassword('designer');
      const res = await post('/login', { username: user.email, password }, freshAddress());
      expect(await res.json()).toMatchObject({ status: 'SUCCESS' });
    });
  });

  describe('turning it off', () => {
    it('needs the current password and a code, then deletes the secret and the recovery codes', async () => {
      const user = await withPassword('designer');
      const { secret } = await enrol(user);
      const peer = freshAddress();
      const wrongPassword = await post(
        '/api/me/totp/disable',
        { password: 'not the password', code: await codeAt(secret, clock) },
        peer,
        user,
      );
      expect(wrongPassword.status).toBe(400);
      expect(await wrongPassword.json()).toMatchObject({ error: 'Wrong password', field: 'password' });
      const wrongCode = await post(
        '/api/me/totp/disable',
        { password, code: '000000' === (await codeAt(secret, clock)) ? '111111' : '000000' },
        peer,
        user,
      );
      expect(wrongCode.status).toBe(400);
      expect(await wrongCode.json()).toMatchObject({ error: 'Invalid code', field: 'code' });

      const off = await post('/api/me/totp/disable', { password, code: await codeAt(secret, clock) }, peer, user);
      expect(off.status).toBe(200);
      expect(await off.json()).toEqual({ enabled: false, enabledAt: null, required: false, recoveryCodesLeft: 0 });
      const stored = await h.handle.db
        .selectFrom('users')
        .select(['totp_secret', 'totp_enabled_at'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ totp_secret: null, totp_enabled_at: null });
      expect(await h.handle.db.selectFrom('totp_recovery_codes').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
      const log = await h.handle.db.selectFrom('log_entries').select('message').where('user_id', '=', user.id).execute();
      expect(log.map((entry) => entry.message)).toContain('Second factor turned off');

      const again = await post('/api/me/totp/disable', { password, code: '123456' }, peer, user);
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ error: 'The second factor is not on' });
      expect(await (await post('/login', { username: user.email, password }, freshAddress())).json()).toMatchObject({ status: 'SUCCESS' });
    });

    it('answers 400 for a body without a password', async () => {
      const user = await withPassword('designer');
      const res = await post('/api/me/totp/disable', { code: '123456' }, freshAddress(), user);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'password' });
    });
  });

  describe('REQUIRE_2FA', () => {
    it('lets a person of a required role without one reach only who they are and the enrolment, until they enrol', async () => {
      const user = await withPassword('executive');
      const refused = await h.request('GET', '/api/sites', { as: user });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: 'Set up your second factor to use the app', reason: 'secondFactorRequired' });
      expect((await h.request('GET', '/api/me', { as: user })).status).toBe(200);
      expect(await (await h.request('GET', '/api/me/totp', { as: user })).json()).toMatchObject({ enabled: false, required: true });

      const { secret } = await enrol(user);
      expect((await h.request('GET', '/api/sites', { as: user })).status).toBe(200);

      const off = await post('/api/me/totp/disable', { password, code: await codeAt(secret, clock) }, freshAddress(), user);
      expect(off.status).toBe(403);
      expect(await off.json()).toMatchObject({ error: 'Your role must keep a second factor' });
    });

    it('takes a sign-in through the identity provider as its own second factor', async () => {
      const user = await h.createUser('executive');
      const token = newToken();
      await h.handle.db
        .insertInto('sessions')
        .values({ token_hash: hashToken(token), user_id: user.id, expires_at: new Date(Date.now() + 3_600_000), sign_in_method: 'oidc' })
        .execute();
      expect((await h.request('GET', '/api/sites', { as: { ...user, token } })).status).toBe(200);
    });

    it('leaves other roles alone', async () => {
      expect((await h.request('GET', '/api/sites', { as: 'designer' })).status).toBe(200);
    });

    it('is a comma-separated list of roles, checked at start-up', () => {
      expect(loadConfig({ REQUIRE_2FA: 'admin, executive' }).REQUIRE_2FA).toEqual(['admin', 'executive']);
      expect(loadConfig({}).REQUIRE_2FA).toEqual([]);
      expect(() => loadConfig({ REQUIRE_2FA: 'admin,boss' })).toThrow('REQUIRE_2FA: boss: not a role');
    });
  });
});
