import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { signInCodeResponseSchema, signInSuccessSchema } from '../../domain/api/signIn.schema';
import { hashPassword } from '../../server/signIn/password';
import { hashToken } from '../../server/auth/tokens';
import { createApp } from '../../server/app';
import { createHarness, type Harness, peerEnv, type TestUser } from './harness';

const password = 'correct horse battery staple';
const wrongPassword = 'not the password';
let addressCounter = 0;
/** Each test signs in from its own address (198.18.0.0/15 is for tests), so the per-address limit of one test never blocks another. */
const freshAddress = () => {
  addressCounter += 1;
  return `198.18.${addressCounter >> 8}.${addressCounter & 255}`;
};

describe('sign-in, sessions and sign-in links', () => {
  let h: Harness;
  let clock: Date;
  let passwordHash: string;

  /** A sign-in whose TCP connection comes from `address`. */
  const login = (username: string, pass: string, address: string, headers: Record<string, string> = {}, app = h.app) =>
    Promise.resolve(
      app.request(
        '/login',
        {
          method: 'POST',
          headers: { origin: 'http://localhost', 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ username, password: pass }),
        },
        peerEnv(address),
      ),
    );

  const withPassword = async (
    role: 'designer' | 'ae' | 'care' | 'am' | 'sdr' | 'florist' | 'launch',
  ): Promise<TestUser & { email: string }> => {
    const user = await h.createUser(role, `Password ${role} ${++addressCounter}`);
    const { email } = await h.handle.db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', user.id)
      .returning('email')
      .executeTakeFirstOrThrow();
    return { ...user, email };
  };

  /** Without a body, like a browser's bodiless POST (which sends Content-Length: 0). */
  const mint = (as: 'admin' | TestUser, userId: number, body?: unknown) =>
    h.request('POST', `/api/users/${userId}/signInCode`, body !== undefined ? { as, body } : { as, headers: { 'content-length': '0' } });

  beforeAll(async () => {
    h = await createHarness({ now: () => clock });
    // Verifying uses the parameters stored with the hash: a cheaper one (N=2^12) keeps the dozens of
    // tries of the rate-limit tests quick. server/signIn/password.test.ts covers the real parameters.
    passwordHash = await hashPassword(password, { ln: 12, r: 8, p: 1 });
  });
  beforeEach(() => {
    clock = new Date();
    h.deps.config.PUBLIC_ORIGIN = undefined;
    h.deps.config.TRUST_PROXY = [];
  });
  afterAll(() => h.close());

  describe('POST /login', () => {
    it('signs in by e-mail in any case, returns the user and sets the session cookie', async () => {
      const user = await withPassword('designer');
      const res = await login(user.email.toUpperCase(), password, freshAddress());
      expect(res.status).toBe(200);
      const body = v.parse(signInSuccessSchema, await res.json());
      expect(body).toEqual({
        status: 'SUCCESS',
        token: expect.any(String),
        user: { id: user.id, name: user.name, role: 'designer', image: null, email: user.email, trello_id: null },
        redirect: null,
      });
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toContain(`access_token=${body.token}`);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toContain('; HttpOnly');
      expect(cookie).toContain('; SameSite=Lax');
      expect(cookie).toContain(`; Max-Age=${h.deps.config.SESSION_TTL_HOURS * 3600}`);
      expect(cookie).not.toContain('Secure');
      const stored = await h.handle.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute();
      // only the token's hash is stored, never the token
      expect(stored.map((row) => row.token_hash)).toContain(hashToken(body.token));
      expect(stored.map((row) => row.token_hash)).not.toContain(body.token);
    });

    it('marks the cookie Secure when the public origin is https', async () => {
      const user = await withPassword('ae');
      h.deps.config.PUBLIC_ORIGIN = 'https://admin.example.com';
      const res = await login(user.email, password, freshAddress(), { origin: 'https://admin.example.com', host: 'admin.example.com' });
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toContain('; Secure');
    });

    it('marks the cookie Secure when the request itself is https', async () => {
      const user = await withPassword('ae');
      const res = await h.app.request(
        'https://admin.example.com/login',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://admin.example.com' },
          body: JSON.stringify({ username: user.email, password }),
        },
        peerEnv(freshAddress()),
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toContain('; Secure');
    });

    it('answers 401 for a wrong password', async () => {
      const user = await withPassword('designer');
      const res = await login(user.email, wrongPassword, freshAddress());
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 'INVALID', error: 'Invalid email or password' });
      expect(res.headers.get('set-cookie')).toBeNull();
    });

    it('answers an unknown e-mail exactly like a wrong password', async () => {
      const res = await login('nobody@example.com', password, freshAddress());
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 'INVALID', error: 'Invalid email or password' });
    });

    it('refuses a user who has no password set', async () => {
      // harness users are created without a password: only a sign-in link can sign them in
      const { email } = await h.handle.db.selectFrom('users').select('email').where('id', '=', h.users.launch.id).executeTakeFirstOrThrow();
      const res = await login(email, password, freshAddress());
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 'INVALID', error: 'Invalid email or password' });
    });

    it('refuses a deactivated user', async () => {
      const user = await withPassword('sdr');
      await h.handle.db.updateTable('users').set({ active: false }).where('id', '=', user.id).execute();
      const res = await login(user.email, password, freshAddress());
      expect(res.status).toBe(401);
    });

    it('answers 400 for a bad body', async () => {
      const empty = await h.request('POST', '/login', { body: { username: 'a@example.com', password: '' } });
      expect(empty.status).toBe(400);
      const missing = await h.request('POST', '/login', { body: { username: 'a@example.com' } });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ field: 'password' });
      const wrongType = await h.request('POST', '/login', { body: { username: 42, password: 'x' } });
      expect(wrongType.status).toBe(400);
      expect(await wrongType.json()).toMatchObject({ field: 'username' });
      const notJson = await h.request('POST', '/login', { body: '{not json' });
      expect(notJson.status).toBe(400);
    });

    it('limits failed sign-ins of an account from one address, then lets it try again when the window slides on', async () => {
      const user = await withPassword('florist');
      const address = freshAddress();
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(user.email, wrongPassword, address)).status).toBe(401);
      const limited = await login(user.email.toUpperCase(), password, address);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        status: 'RATE_LIMITED',
        error: 'Too many sign-in attempts. Try again in 15 minutes.',
      });
      expect(limited.headers.get('retry-after')).toBe('900');

      clock = new Date(clock.getTime() + 10 * 60_000);
      const later = await login(user.email, password, address);
      expect(await later.json()).toMatchObject({ error: 'Too many sign-in attempts. Try again in 5 minutes.' });

      clock = new Date(clock.getTime() + 5 * 60_000 + 1);
      expect((await login(user.email, password, address)).status).toBe(200);
    });

    it('lets the owner sign in from their own address while an attacker guessing the account is refused', async () => {
      const user = await withPassword('designer');
      const attacker = freshAddress();
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(user.email, wrongPassword, attacker)).status).toBe(401);
      expect((await login(user.email, password, attacker)).status).toBe(429);
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(user.email, wrongPassword, freshAddress())).status).toBe(401);

      const owner = await login(user.email, password, freshAddress());
      expect(owner.status).toBe(200);
      expect(await owner.json()).toMatchObject({ status: 'SUCCESS', user: { id: user.id } });
      expect((await login(user.email, password, attacker)).status).toBe(429);
    });

    it('keeps counting on another instance of the app on the same database', async () => {
      const user = await withPassword('ae');
      const address = freshAddress();
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(user.email, wrongPassword, address)).status).toBe(401);
      // A second instance (or this one restarted) shares nothing with the first but the database.
      const secondInstance = createApp({ ...h.deps });
      const limited = await login(user.email, password, address, {}, secondInstance);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ status: 'RATE_LIMITED', error: 'Too many sign-in attempts. Try again in 15 minutes.' });
      expect(limited.headers.get('retry-after')).toBe('900');
    });

    it('ignores X-Forwarded-For unless the connection comes from a proxy in TRUST_PROXY', async () => {
      const user = await withPassword('sdr');
      const proxy = freshAddress();
      const forwarded = () => ({ 'x-forwarded-for': freshAddress() });
      // Untrusted: rotating the header changes nothing, the peer is counted (loopback peers too: see clientAddress.test.ts).
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await login(user.email, wrongPassword, proxy, forwarded())).status).toBe(401);
      expect((await login(user.email, password, proxy, forwarded())).status).toBe(429);

      // Trusted: each forwarded client is counted on its own, and the proxy's own failures do not hold them up.
      h.deps.config.TRUST_PROXY = [proxy];
      const client = forwarded();
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(user.email, wrongPassword, proxy, client)).status).toBe(401);
      expect((await login(user.email, password, proxy, client)).status).toBe(429);
      expect((await login(user.email, password, proxy, forwarded())).status).toBe(200);
    });

    it('clears the account counter after a successful sign-in', async () => {
      const user = await withPassword('am');
      const address = freshAddress();
      for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(user.email, wrongPassword, address)).status).toBe(401);
      expect((await login(user.email, password, address)).status).toBe(200);
      for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(user.email, wrongPassword, address)).status).toBe(401);
      expect((await login(user.email, password, address)).status).toBe(200);
    });

    it('limits failed sign-ins per address, whichever accounts they try', async () => {
      const user = await withPassword('launch');
      const address = freshAddress();
      // Four accounts, five wrong passwords each: every one stays within its own limit. Real accounts
      // (with the test's cheap hash): an unknown e-mail is checked against the full-cost dummy hash.
      const accounts = [await withPassword('designer'), await withPassword('ae'), await withPassword('care'), await withPassword('am')];
      const failures = await Promise.all(
        Array.from({ length: 20 }, (_, index) => login(accounts[index % 4]?.email ?? '', wrongPassword, address)),
      );
      expect(failures.map((res) => res.status)).toEqual(Array(20).fill(401));
      const limited = await login(user.email, password, address);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ status: 'RATE_LIMITED' });
      expect((await login(user.email, password, freshAddress())).status).toBe(200);
    });
  });

  describe('sessions', () => {
    it('accepts the token as a bearer header and as the cookie on /api/me', async () => {
      const user = await withPassword('care');
      const { token } = v.parse(signInSuccessSchema, await (await login(user.email, password, freshAddress())).json());
      const expected = { id: user.id, name: user.name, role: 'care', image: null, email: user.email, trello_id: null };

      const bearer = await h.request('GET', '/api/me', { headers: { authorization: `bearer ${token}` } });
      expect(bearer.status).toBe(200);
      expect(await bearer.json()).toEqual(expected);

      const cookie = await h.request('GET', '/api/me', { headers: { cookie: `access_token=${token}` } });
      expect(cookie.status).toBe(200);
      expect(await cookie.json()).toEqual(expected);
    });

    it('answers 401 on /api/me without a session or with a made-up token', async () => {
      expect((await h.request('GET', '/api/me')).status).toBe(401);
      expect((await h.request('GET', '/api/me', { headers: { authorization: 'bearer made-up' } })).status).toBe(401);
    });

    it('revokes the session on logout and clears the cookie', async () => {
      const user = await withPassword('designer');
      const { token } = v.parse(signInSuccessSchema, await (await login(user.email, password, freshAddress())).json());
      const res = await h.request('GET', '/logout', { headers: { cookie: `access_token=${token}` } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'SUCCESS' });
      expect(res.headers.get('set-cookie')).toMatch(/^access_token=; Max-Age=0; Path=\//);
      expect((await h.request('GET', '/api/me', { headers: { authorization: `bearer ${token}` } })).status).toBe(401);
      expect((await h.request('GET', '/api/me', { headers: { cookie: `access_token=${token}` } })).status).toBe(401);
    });

    it('revokes a bearer session on logout and answers 200 when there is no session', async () => {
      const user = await withPassword('designer');
      const { token } = v.parse(signInSuccessSchema, await (await login(user.email, password, freshAddress())).json());
      expect((await h.request('GET', '/logout', { headers: { authorization: `bearer ${token}` } })).status).toBe(200);
      expect((await h.request('GET', '/api/me', { headers: { authorization: `bearer ${token}` } })).status).toBe(401);
      const anonymous = await h.request('GET', '/logout');
      expect(anonymous.status).toBe(200);
      expect(await anonymous.json()).toEqual({ status: 'SUCCESS' });
    });

    it('refuses a logout from another site riding the cookie (403) and keeps the session', async () => {
      const user = await withPassword('designer');
      const { token } = v.parse(signInSuccessSchema, await (await login(user.email, password, freshAddress())).json());
      // A link followed from another site: no Origin on a GET navigation, only Sec-Fetch-Site.
      const fromLink = await h.app.request('/logout', { headers: { cookie: `access_token=${token}`, 'sec-fetch-site': 'cross-site' } });
      expect(fromLink.status).toBe(403);
      expect(await fromLink.json()).toEqual({
        error: 'Cross-origin request refused',
        field: 'origin',
        reason: 'is required with the session cookie',
      });
      const fromPage = await h.request('GET', '/logout', { headers: { origin: 'https://evil.example', cookie: `access_token=${token}` } });
      expect(fromPage.status).toBe(403);
      expect(await fromPage.json()).toEqual({ error: 'Cross-origin request refused', field: 'origin', reason: 'must be this site' });
      expect(fromPage.headers.get('set-cookie')).toBeNull();
      expect((await h.request('GET', '/api/me', { headers: { authorization: `bearer ${token}` } })).status).toBe(200);
    });

    it('signs out from our own page (Sec-Fetch-Site: same-origin) or the address bar (none)', async () => {
      for (const secFetchSite of ['same-origin', 'none']) {
        const user = await withPassword('designer');
        const { token } = v.parse(signInSuccessSchema, await (await login(user.email, password, freshAddress())).json());
        const res = await h.app.request('/logout', { headers: { cookie: `access_token=${token}`, 'sec-fetch-site': secFetchSite } });
        expect(res.status).toBe(200);
        expect((await h.request('GET', '/api/me', { headers: { authorization: `bearer ${token}` } })).status).toBe(401);
      }
    });

    it('expires a session after SESSION_TTL_HOURS', async () => {
      const user = await withPassword('designer');
      const { token } = v.parse(signInSuccessSchema, await (await login(user.email, password, freshAddress())).json());
      const ttlMs = h.deps.config.SESSION_TTL_HOURS * 3_600_000;
      clock = new Date(clock.getTime() + ttlMs - 1000);
      expect((await h.request('GET', '/api/me', { headers: { authorization: `bearer ${token}` } })).status).toBe(200);
      clock = new Date(clock.getTime() + 2000);
      expect((await h.request('GET', '/api/me', { headers: { authorization: `bearer ${token}` } })).status).toBe(401);
    });
  });

  describe('one-time sign-in links', () => {
    it('mints a code for a user and exchanges it once for a session with the stored redirect', async () => {
      const target = h.users.designer;
      const minted = await mint('admin', target.id, { redirect: '/sites/me' });
      expect(minted.status).toBe(201);
      const { code, url, expiresAt } = v.parse(signInCodeResponseSchema, await minted.json());
      expect(url).toBe(`/login?u=${code}`);
      expect(new Date(expiresAt).getTime()).toBe(clock.getTime() + 10 * 60_000);
      const stored = await h.handle.db.selectFrom('sign_in_codes').selectAll().where('user_id', '=', target.id).execute();
      expect(stored.map((row) => row.code_hash)).not.toContain(code);
      const log = await h.handle.db.selectFrom('log_entries').select('message').where('user_id', '=', h.users.admin.id).execute();
      expect(log.map((row) => row.message)).toContain(`Sign-in link created for ${target.name}`);

      const first = await h.request('POST', '/preauth', { body: { u: code } });
      expect(first.status).toBe(200);
      const body = v.parse(signInSuccessSchema, await first.json());
      expect(body.user).toMatchObject({ id: target.id, role: 'designer' });
      expect(body.redirect).toBe('/sites/me');
      expect(first.headers.get('set-cookie')).toContain(`access_token=${body.token}`);
      expect((await h.request('GET', '/api/me', { headers: { authorization: `bearer ${body.token}` } })).status).toBe(200);

      const second = await h.request('POST', '/preauth', { body: { u: code } });
      expect(second.status).toBe(401);
      expect(await second.json()).toEqual({ status: 'INVALID', error: 'This sign-in link is invalid or has expired' });
    });

    it('mints without a body and then has no redirect', async () => {
      const minted = await mint('admin', h.users.ae.id);
      expect(minted.status).toBe(201);
      const { code } = v.parse(signInCodeResponseSchema, await minted.json());
      const res = await h.request('POST', '/preauth', { body: { u: code } });
      expect(await res.json()).toMatchObject({ status: 'SUCCESS', redirect: null, user: { id: h.users.ae.id } });
    });

    it('refuses an expired code', async () => {
      const { code } = v.parse(signInCodeResponseSchema, await (await mint('admin', h.users.sdr.id)).json());
      clock = new Date(clock.getTime() + 10 * 60_000 + 1);
      const res = await h.request('POST', '/preauth', { body: { u: code } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 'INVALID', error: 'This sign-in link is invalid or has expired' });
    });

    it('refuses an unknown code and a bad body', async () => {
      expect((await h.request('POST', '/preauth', { body: { u: 'made-up-code' } })).status).toBe(401);
      expect((await h.request('POST', '/preauth', { body: {} })).status).toBe(400);
      expect((await h.request('POST', '/preauth', { body: { u: '' } })).status).toBe(400);
    });

    it('lets exactly one of two concurrent uses of a code through', async () => {
      const { code } = v.parse(signInCodeResponseSchema, await (await mint('admin', h.users.florist.id)).json());
      const results = await Promise.all([
        h.request('POST', '/preauth', { body: { u: code } }),
        h.request('POST', '/preauth', { body: { u: code } }),
      ]);
      expect(results.map((res) => res.status).sort()).toEqual([200, 401]);
      const sessions = await h.handle.db.selectFrom('sessions').select('id').where('user_id', '=', h.users.florist.id).execute();
      // the harness's own session plus exactly one from the code
      expect(sessions).toHaveLength(2);
    });

    it('lets only an admin mint a code', async () => {
      expect((await mint(h.users.executive, h.users.designer.id)).status).toBe(403);
      expect((await mint(h.users.designer, h.users.ae.id)).status).toBe(403);
    });

    it('answers 404 for an unknown user, 401 without a session and 400 for an off-site redirect', async () => {
      expect((await mint('admin', 999_999)).status).toBe(404);
      expect((await h.request('POST', `/api/users/${h.users.ae.id}/signInCode`, { body: {} })).status).toBe(401);
      for (const redirect of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'sites']) {
        const res = await mint('admin', h.users.ae.id, { redirect });
        expect(res.status, redirect).toBe(400);
        expect(await res.json()).toMatchObject({ field: 'redirect' });
      }
    });

    it('refuses to mint for a deactivated user', async () => {
      const user = await h.createUser('ae', 'Gone Away');
      await h.handle.db.updateTable('users').set({ active: false }).where('id', '=', user.id).execute();
      expect((await mint('admin', user.id)).status).toBe(409);
    });
  });
});
