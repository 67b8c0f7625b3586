import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, parseRetryAfter } from '../../../server/integrations/httpClient';
import { expectIntegrationError } from './expectIntegrationError';
import { json, type StubServer, startStubServer } from './stubs/stubServer';

describe('the shared HTTP client', () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer(async (request) => {
      if (request.path === '/slow') await new Promise((resolve) => setTimeout(resolve, 500));
      if (request.path === '/down') return { status: 503, body: 'down' };
      return json(200, { ok: true });
    });
  });
  afterAll(() => stub.close());

  const client = (options: { timeoutMs?: number; maxRetryAfterMs?: number } = {}) => {
    const waits: number[] = [];
    const http = createHttpClient({
      service: 'builder',
      baseUrl: stub.url,
      credentialVariables: ['DUDA_API_USER'],
      authorize: (request) => request,
      baseDelayMs: 10,
      sleep: async (ms) => {
        waits.push(ms);
      },
      ...options,
    });
    return { http, waits };
  };

  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(10_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('waits what Retry-After says before repeating', async () => {
    const { http, waits } = client();
    stub.failOnce((request) => request.path === '/ok', { status: 429, headers: { 'retry-after': '2' } });
    expect(await http.json({ method: 'POST', path: '/ok' }, v.looseObject({ ok: v.boolean() }))).toEqual({ ok: true });
    expect(waits).toEqual([2000]);
  });

  it('does not sit out a Retry-After longer than allowed: staff are told to try later', async () => {
    const { http, waits } = client({ maxRetryAfterMs: 5000 });
    stub.failOnce((request) => request.path === '/ok', { status: 429, headers: { 'retry-after': '120' } });
    const error = await expectIntegrationError(http.request({ method: 'GET', path: '/ok' }), 'builder', 'rate_limited');
    expect(error.message).toBe('The website builder (Duda) is limiting how often we call it; try again in a minute.');
    expect(error.status).toBe(503);
    expect(waits).toEqual([]);
  });

  it('backs off exponentially with jitter on 5xx for a read, then gives up', async () => {
    const { http, waits } = client();
    await expectIntegrationError(http.request({ method: 'GET', path: '/down' }), 'builder', 'unavailable');
    expect(waits).toHaveLength(3);
    waits.forEach((wait, attempt) => {
      expect(wait).toBeGreaterThanOrEqual((10 * 2 ** attempt) / 2);
      expect(wait).toBeLessThanOrEqual(10 * 2 ** attempt);
    });
  });

  it('times out a slow answer with a message staff can act on', async () => {
    const { http } = client({ timeoutMs: 100 });
    const error = await expectIntegrationError(http.request({ method: 'POST', path: '/slow' }), 'builder', 'timeout');
    expect(error.message).toBe('The website builder (Duda) did not answer within 0.1 seconds; try again later.');
  });

  it('says when the service cannot be reached', async () => {
    const closed = await startStubServer(() => json(200, {}));
    await closed.close();
    const http = createHttpClient({
      service: 'ai',
      baseUrl: closed.url,
      credentialVariables: [],
      authorize: (request) => request,
      maxRetries: 0,
    });
    const error = await expectIntegrationError(http.request({ method: 'GET', path: '/' }), 'ai', 'unavailable');
    expect(error.message).toBe('The AI writer could not be reached (ECONNREFUSED); try again later.');
  });
});
