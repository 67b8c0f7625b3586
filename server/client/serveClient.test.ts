import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/api/harness';
import { precompressAssets } from '../../vite.config';
import { serveClient } from './serveClient';

/** A script large enough to be precompressed (over 1 KB). */
const bigScript = Array.from({ length: 200 }, (_, i) => `console.log('line ${i}');`).join('\n');

describe('serving the browser app', () => {
  let h: Harness;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Website Admin</title>');
    writeFileSync(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(distDir, 'assets', 'big-def456.js'), bigScript);
    writeFileSync(path.join(distDir, 'assets', 'logo-0a1b2c.png'), Buffer.alloc(4096, 7));
    await precompressAssets(distDir);
    h = await createHarness();
    serveClient(h.app, distDir);
  });
  afterAll(async () => {
    await h.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await h.request('GET', '/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log(1)');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/sites/qa', '/login', '/no/such/page'])('answers GET %s with index.html, revalidated on every load', async (url) => {
    const res = await h.request('GET', url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Website Admin</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it.each(['/api/nothing', '/ws', '/logout', '/preauth', '/sandbox/sites/1', '/assets/missing.js', '/favicon.ico'])(
    'never answers GET %s with the browser app',
    async (url) => {
      const res = await h.request('GET', url);
      expect(await res.text()).not.toContain('<title>Website Admin</title>');
    },
  );

  it('answers 404 for a missing build file', async () => {
    expect((await h.request('GET', '/assets/missing.js')).status).toBe(404);
  });

  it('sends the brotli copy the build made to a browser that accepts it, cached for a year', async () => {
    const res = await h.request('GET', '/assets/big-def456.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(bigScript);
  });

  it('sends the gzip copy to a client that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gz = await h.request('GET', '/assets/big-def456.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(bigScript);
    const plain = await h.request('GET', '/assets/big-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigScript);
  });

  it('precompresses text files of 1 KB or more only, never images or small files', async () => {
    const small = await h.request('GET', '/assets/main-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('console.log(1)');
    const image = await h.request('GET', '/assets/logo-0a1b2c.png', { headers: { 'accept-encoding': 'br' } });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4096);
  });
});
