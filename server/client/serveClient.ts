import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from '../appDeps';

/**
 * Paths that never fall back to the browser app: the server's own (GET /login is the sign-in page,
 * so it does fall back) and missing build files, which must 404 rather than answer with HTML.
 */
const noFallbackPaths = /^\/(api|auth|ws|logout|preauth|sandbox|assets)(\/|$)/;
/** A missing file (favicon.ico, robots.txt) is a 404, not the app: no page route has a file extension. */
const fileLikePath = /\.[A-Za-z0-9]{1,8}$/;

/**
 * Static files from dist/ after every API route: Vite's hashed files under /assets are immutable
 * and cached for a year; everything else (index.html above all) is revalidated on every load so a
 * deploy is picked up at once. Text files go out as the brotli or gzip copy the build made beside
 * them (precompressAssets in vite.config.ts) when the browser accepts it. Any other GET gets
 * index.html and the browser router draws the page (or its not-found page).
 */
export const serveClient = (app: Hono<AppEnv>, distDir: string): void => {
  // Read once: dist/ does not change under a running server, and every page load needs it.
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // Registered after the API routes, so it wraps only what is answered below.
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.ok) return;
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  app.get('*', serveStatic({ root: distDir, precompressed: true }));
  app.get('*', (c, next) => {
    if (noFallbackPaths.test(c.req.path) || fileLikePath.test(c.req.path)) return next();
    return c.html(indexHtml);
  });
};
