import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/**
 * The built Storybook served as plain files, as a designer's file server would (no dev server):
 * for the stories check's browser (on a free loopback port) and for designers (`npm run storybook:serve`).
 */
export const serveStatic = async (root: string, port = 0): Promise<{ url: string; close: () => Promise<void> }> => {
  const server: Server = createServer(async (request, response) => {
    const requested = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, path.normalize(requested).replace(/^(\.\.[/\\])+/, ''));
    const target = requested.endsWith('/') ? path.join(file, 'index.html') : file;
    const found = await stat(target).catch(() => null);
    if (!found?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': contentTypes[path.extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
