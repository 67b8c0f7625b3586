import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/api/harness';
import { serveClient } from './serveClient';

describe('serving the browser app', () => {
  let h: Harness;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Website Admin</title>');
    writeFileSync(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
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
});
