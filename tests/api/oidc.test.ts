import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { issueAccountToken } from '../../server/accountTokens/accountTokens';
import { createApp } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import { type OidcFlow, sealOidcFlow } from '../../server/oidc/oidcFlowCookie';
import { hashPassword } from '../../server/signIn/password';
import { startLoopbackOidcProvider, type LoopbackOidcProvider } from '../loopbackOidcProvider';
import { createHarness, type Harness } from './harness';

/** The app answers in-process on this origin (app.request), so the provider sends the browser back here. */
const redirectUri = 'http://localhost/auth/oidc/callback';

/** Logins 'unverified:<e-mail>' come back with email_verified false; any other login is a verified e-mail. */
const claimsOf = (login: string) =>
  login.startsWith('unverified:')
    ? { email: login.slice('unverified:'.length), email_verified: false }
    : { email: login, email_verified: true };

/** One browser's cookies for one site: what Set-Cookie gave, sent back as Cookie. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The Set-Cookie line of one cookie, or undefined. */
const setCookieLine = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

describe('sign-in with the identity provider (OpenID Connect)', () => {
  let h: Harness;
  let provider: LoopbackOidcProvider;
  let oidcConfig: ServerConfig;

  /** The app as configured for the provider, with any other settings on top. */
  const appWith = (overrides: Partial<ServerConfig> = {}) => createApp({ ...h.deps, config: { ...oidcConfig, ...overrides } });

  /** A browser at the app: its requests carry its app cookies. */
  const browserAt = (app: ReturnType<typeof createApp>) => {
    const jar = new CookieJar();
    const get = async (path: string) => {
      const response = await app.request(path, { headers: { cookie: jar.header(), 'user-agent': 'OIDC test browser' } });
      jar.keep(response);
      return response;
    };
    return { jar, get };
  };

  /**
   * Follows the provider's pages as a person would: its sign-in form (any password), then its
   * consent form, or its Cancel link; returns the URL it finally sends the browser back to.
   */
  const atProvider = async (authorizationUrl: string, login: string, { cancel = false } = {}): Promise<URL> => {
    const jar = new CookieJar();
    let url = authorizationUrl;
    let init: RequestInit = {};
    for (let step = 0; step < 20; step += 1) {
      const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), cookie: jar.header() } });
      jar.keep(response);
      const location = response.headers.get('location');
      if (location) {
        const next = new URL(location, url);
        if (next.href.startsWith(redirectUri)) return next;
        url = next.href;
        init = {};
        continue;
      }
      const page = await response.text();
      const action = page.match(/<form[^>]*action="([^"]+)"/)?.[1];
      const prompt = page.match(/name="prompt" value="(\w+)"/)?.[1];
      if (!action || !prompt) throw new Error(`The provider answered ${response.status} without a form:\n${page.slice(0, 500)}`);
      if (cancel) {
        url = new URL(page.match(/href="([^"]*\/abort)"/)?.[1] ?? '', url).href;
        continue;
      }
      const form: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt };
      url = new URL(action, url).href;
      init = { method: 'POST', body: new URLSearchParams(form), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    }
    throw new Error('The provider never sent the browser back');
  };

  /** Start at the app, go through the provider, and come back to the callback: the callback's answer. */
  const signInAs = async (login: string, { app = appWith(), returnTo = '' } = {}) => {
    const browser = browserAt(app);
    const start = await browser.get(`/auth/oidc/start${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`);
    expect(start.status).toBe(302);
    const back = await atProvider(start.headers.get('location') ?? '', login);
    const callback = await browser.get(`${back.pathname}${back.search}`);
    return { browser, start, callback };
  };

  const person = async (role: 'designer' | 'care' = 'designer') => {
    const user = await h.createUser(role, `OIDC ${role}`);
    const { email } = await h.handle.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
    return { ...user, email };
  };

  const sessionsOf = (userId: number) =>
    h.handle.db.selectFrom('sessions').select(['sign_in_method', 'user_agent']).where('user_id', '=', userId).execute();

  beforeAll(async () => {
    h = await createHarness();
    provider = await startLoopbackOidcProvider(claimsOf);
    provider.register(redirectUri);
    oidcConfig = { ...h.deps.config, ...provider.env };
  });
  afterAll(async () => {
    await provider.close();
    await h.close();
  });

  it('signs an active person in: PKCE S256, state and nonce out; the session cookie, method oidc and the invitation accepted back', async () => {
    const ada = await person();
    await issueAccountToken(h.handle.db, { userId: ada.id, kind: 'invitation', createdBy: h.users.admin.id, now: new Date() });
    const { browser, start, callback } = await signInAs(ada.email.toUpperCase(), { returnTo: '/sites/12?tab=notes' });

    const authorization = new URL(start.headers.get('location') ?? '');
    expect(authorization.origin).toBe(provider.issuer);
    const asked = Object.fromEntries(authorization.searchParams);
    expect(asked).toMatchObject({
      client_id: 'website-admin',
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{20,}$/),
      nonce: expect.stringMatching(/^[\w-]{20,}$/),
    });
    const flowCookie = setCookieLine(start, 'oidc_flow') ?? '';
    expect(flowCookie).toMatch(/; Max-Age=600/);
    expect(flowCookie).toMatch(/; Path=\/auth\/oidc/);
    expect(flowCookie).toMatch(/; HttpOnly/);
    expect(flowCookie).toMatch(/; SameSite=Lax/);
    // Sealed: nothing of the flow shows in the cookie.
    expect(decodeURIComponent(flowCookie)).not.toContain(asked.state);

    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/login?oidc=signedIn&redirect=%2Fsites%2F12%3Ftab%3Dnotes');
    expect(setCookieLine(callback, 'access_token')).toMatch(/^access_token=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(browser.jar.get('oidc_flow')).toBeUndefined();

    const me = await browser.get('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: ada.id, email: ada.email, role: 'designer' });
    expect(await sessionsOf(ada.id)).toContainEqual({ sign_in_method: 'oidc', user_agent: 'OIDC test browser' });
    const signedIn = await h.handle.db.selectFrom('users').select('last_sign_in_at').where('id', '=', ada.id).executeTakeFirstOrThrow();
    expect(signedIn.last_sign_in_at).not.toBeNull();
    const invitations = await h.handle.db.selectFrom('account_tokens').select('revoked_at').where('user_id', '=', ada.id).execute();
    expect(invitations).toEqual([{ revoked_at: expect.any(Date) }]);
  });

  it('refuses a callback whose PKCE verifier is not the one the challenge was made from: the provider refuses the code', async () => {
    const ada = await person();
    const browser = browserAt(appWith());
    const start = await browser.get('/auth/oidc/start');
    const challenge = new URL(start.headers.get('location') ?? '').searchParams.get('code_challenge');
    const flow = JSON.parse(h.deps.secrets.open(decodeURIComponent(browser.jar.get('oidc_flow') ?? ''))) as OidcFlow;
    expect(await client.calculatePKCECodeChallenge(flow.codeVerifier)).toBe(challenge);
    // Same state and nonce, another verifier: only the provider's PKCE check can tell.
    browser.jar.set(
      'oidc_flow',
      encodeURIComponent(sealOidcFlow(h.deps.secrets, { ...flow, codeVerifier: client.randomPKCECodeVerifier() })),
    );
    const back = await atProvider(start.headers.get('location') ?? '', ada.email);
    const callback = await browser.get(`${back.pathname}${back.search}`);
    expect(callback.headers.get('location')).toBe('/login?oidc=failed');
    expect(setCookieLine(callback, 'access_token')).toBeUndefined();
    expect(await sessionsOf(ada.id)).toHaveLength(1);
  });

  it('refuses a wrong state, a callback without the flow cookie, and a changed flow cookie', async () => {
    const ada = await person();
    const wrongState = browserAt(appWith());
    const start = await wrongState.get('/auth/oidc/start');
    const back = await atProvider(start.headers.get('location') ?? '', ada.email);
    back.searchParams.set('state', 'someone-elses-state');
    const refused = await wrongState.get(`${back.pathname}${back.search}`);
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe('/login?oidc=failed');

    const noCookie = browserAt(appWith());
    const again = await atProvider((await browserAt(appWith()).get('/auth/oidc/start')).headers.get('location') ?? '', ada.email);
    expect((await noCookie.get(`${again.pathname}${again.search}`)).headers.get('location')).toBe('/login?oidc=failed');

    const changed = browserAt(appWith());
    const third = await changed.get('/auth/oidc/start');
    const sealed = decodeURIComponent(changed.jar.get('oidc_flow') ?? '');
    changed.jar.set('oidc_flow', encodeURIComponent(`${sealed.slice(0, -4)}AAA=`));
    const thirdBack = await atProvider(third.headers.get('location') ?? '', ada.email);
    expect((await changed.get(`${thirdBack.pathname}${thirdBack.search}`)).headers.get('location')).toBe('/login?oidc=failed');
    expect(await sessionsOf(ada.id)).toHaveLength(1);
  });

  it('refuses an e-mail no person here has, and creates nobody', async () => {
    const before = await h.handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const { callback } = await signInAs('stranger@test.example');
    expect(callback.headers.get('location')).toBe('/login?oidc=unknown');
    expect(setCookieLine(callback, 'access_token')).toBeUndefined();
    const after = await h.handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });

  it('refuses a deactivated person', async () => {
    const ada = await person();
    await h.handle.db.updateTable('users').set({ active: false }).where('id', '=', ada.id).execute();
    const { callback } = await signInAs(ada.email);
    expect(callback.headers.get('location')).toBe('/login?oidc=unknown');
    expect(await sessionsOf(ada.id)).toHaveLength(1);
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const ada = await person();
    const { callback } = await signInAs(`unverified:${ada.email}`);
    expect(callback.headers.get('location')).toBe('/login?oidc=unverified');
    expect(await sessionsOf(ada.id)).toHaveLength(1);
  });

  it('refuses an e-mail outside OIDC_ALLOWED_DOMAINS, and signs in one inside', async () => {
    const ada = await person();
    const elsewhere = await signInAs(ada.email, { app: appWith({ OIDC_ALLOWED_DOMAINS: ['company.example'] }) });
    expect(elsewhere.callback.headers.get('location')).toBe('/login?oidc=domain');
    const allowed = await signInAs(ada.email, { app: appWith({ OIDC_ALLOWED_DOMAINS: ['company.example', 'test.example'] }) });
    expect(allowed.callback.headers.get('location')).toBe('/login?oidc=signedIn');
  });

  it('comes back to the sign-in page when the person cancels at the provider (access_denied)', async () => {
    const browser = browserAt(appWith());
    const start = await browser.get('/auth/oidc/start');
    const back = await atProvider(start.headers.get('location') ?? '', '', { cancel: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect((await browser.get(`${back.pathname}${back.search}`)).headers.get('location')).toBe('/login?oidc=denied');
  });

  it('keeps returnTo to paths of this app', async () => {
    const refused = await appWith().request('/auth/oidc/start?returnTo=//evil.example/x');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ field: 'returnTo' });
  });

  it('says the provider is unreachable while its discovery fails, and asks again on the next sign-in', async () => {
    const late = await startLoopbackOidcProvider(claimsOf);
    try {
      const app = appWith(late.env);
      const down = await app.request('/auth/oidc/start');
      expect(down.headers.get('location')).toBe('/login?oidc=unavailable');
      late.register(redirectUri);
      const up = await app.request('/auth/oidc/start');
      expect(new URL(up.headers.get('location') ?? '').origin).toBe(late.issuer);
    } finally {
      await late.close();
    }
  });

  it('tells the sign-in page what it offers: the button and the password form', async () => {
    const options = await appWith({ OIDC_BUTTON_LABEL: 'Acme Google' }).request('/api/signIn/options');
    expect(options.status).toBe(200);
    expect(await options.json()).toEqual({ passwordSignIn: true, oidc: { label: 'Acme Google' } });
    const plain = await h.app.request('/api/signIn/options');
    expect(await plain.json()).toEqual({ passwordSignIn: true, oidc: null });
    expect((await h.app.request('/auth/oidc/start')).status).toBe(404);
    expect((await h.app.request('/auth/oidc/callback?code=x&state=y')).status).toBe(404);
  });

  it('PASSWORD_SIGN_IN=0 refuses POST /login even with the right password, and hides the form', async () => {
    const ada = await person();
    await h.handle.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('correct horse battery staple', { ln: 12, r: 8, p: 1 }) })
      .where('id', '=', ada.id)
      .execute();
    const app = appWith({ PASSWORD_SIGN_IN: false });
    const login = await app.request('/login', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ username: ada.email, password: 'correct horse battery staple' }),
    });
    expect(login.status).toBe(403);
    expect(await login.json()).toEqual({ error: "Password sign-in is turned off. Sign in with your company's identity provider." });
    expect(setCookieLine(login, 'access_token')).toBeUndefined();
    expect(await (await app.request('/api/signIn/options')).json()).toEqual({ passwordSignIn: false, oidc: { label: 'company account' } });
    const withProvider = await signInAs(ada.email, { app });
    expect(withProvider.callback.headers.get('location')).toBe('/login?oidc=signedIn');
  });
});
