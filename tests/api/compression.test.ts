import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

/** Large and small answers of the API, as a browser (brotli), an older client (gzip) and a plain one see them. */
describe('compressed API answers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    for (let i = 0; i < 30; i += 1) await h.createSite({ name: `Compression Funeral Home ${i}` });
  });
  afterAll(() => h.close());

  const listPath = '/api/sites?perPage=30&allSites=true';

  it('sends a large JSON answer as brotli to a browser that accepts it, with the same content', async () => {
    const plain = await (await h.request('GET', listPath, { as: 'admin' })).json();
    const res = await h.request('GET', listPath, { as: 'admin', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    const decoded = JSON.parse(brotliDecompressSync(body).toString('utf8'));
    expect(decoded).toEqual(plain);
    expect(decoded.data).toHaveLength(30);
    expect(body.length).toBeLessThan(JSON.stringify(plain).length / 3);
  });

  it('sends gzip to a client that accepts gzip only', async () => {
    const res = await h.request('GET', listPath, { as: 'admin', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const decoded = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'));
    expect(decoded.data).toHaveLength(30);
  });

  it('sends JSON as it is to a client that accepts no compression', async () => {
    const res = await h.request('GET', listPath, { as: 'admin' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.json()).data).toHaveLength(30);
  });

  it('leaves an answer under 1 KB uncompressed: it would gain less than a packet', async () => {
    const res = await h.request('GET', '/api/sites/999999', { as: 'admin', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ error: 'Site not found' });
  });

  it('keeps the security headers on a compressed answer', async () => {
    const res = await h.request('GET', listPath, { as: 'admin', headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
