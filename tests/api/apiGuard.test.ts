import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

describe('the /api guard', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('answers 401 JSON without a session', async () => {
    const res = await h.request('GET', '/api/nothing-here');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Not signed in' });
  });

  it('answers 404 JSON for an unknown route with a session', async () => {
    const res = await h.request('GET', '/api/nothing-here', { as: 'admin' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'No route GET /api/nothing-here' });
  });

  it('refuses a cross-origin mutation', async () => {
    const res = await h.request('POST', '/api/nothing-here', { as: 'admin', body: {}, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });

  describe('the Origin of a mutation', () => {
    /** A POST with exactly these headers (the harness's request always adds an Origin). */
    const post = (headers: Record<string, string>) =>
      Promise.resolve(
        h.app.request('/api/nothing-here', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' }),
      );
    const cookie = () => ({ cookie: `access_token=${h.users.admin.token}` });
    const bearer = () => ({ authorization: `bearer ${h.users.admin.token}` });

    it('refuses a mutation riding the session cookie without an Origin', async () => {
      const res = await post(cookie());
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: 'Cross-origin request refused',
        field: 'origin',
        reason: 'is required with the session cookie',
      });
      expect((await post({ ...cookie(), 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await post({ ...cookie(), 'sec-fetch-site': 'same-site' })).status).toBe(403);
    });

    it('refuses a foreign or opaque Origin, whatever the credential', async () => {
      for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example']) {
        for (const credential of [cookie(), bearer(), {}]) {
          const res = await post({ ...credential, origin });
          expect(res.status, origin).toBe(403);
          expect(await res.json()).toEqual({ error: 'Cross-origin request refused', field: 'origin', reason: 'must be this site' });
        }
      }
    });

    it('lets a cookie mutation through with our Origin or, without one, with Sec-Fetch-Site: same-origin', async () => {
      expect((await post({ ...cookie(), origin: 'http://localhost' })).status).toBe(404);
      expect((await post({ ...cookie(), 'sec-fetch-site': 'same-origin' })).status).toBe(404);
    });

    it('leaves bearer-token clients and requests without a session as they were', async () => {
      expect((await post(bearer())).status).toBe(404);
      // the bearer header is the credential even when a cookie comes along
      expect((await post({ ...bearer(), ...cookie() })).status).toBe(404);
      expect((await post({})).status).toBe(401);
    });
  });

  it('refuses a form-encoded mutation', async () => {
    const res = await h.request('POST', '/api/nothing-here', {
      as: 'admin',
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });

  it('sets a Content-Security-Policy', async () => {
    const res = await h.request('GET', '/api/nothing-here');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('mutations without a body', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('lets a bare POST through to the route', async () => {
    const res = await h.request('POST', '/api/nothing-here', { as: 'admin' });
    expect(res.status).toBe(404);
  });
});
