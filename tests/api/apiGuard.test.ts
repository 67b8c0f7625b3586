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
