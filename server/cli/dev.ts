import type { IncomingMessage } from 'node:http';
import { createServer, type ProxyOptions } from 'vite';
import { apiPathPrefixes } from '../../vite.config';
import { loadConfig, type ServerConfig } from '../config';
import { projectRoot, startServer } from '../startServer';
import { stopOnSignals } from './stopOnSignals';

/**
 * `npm run dev`: the API server on PORT+1 and Vite's dev server (hot reload) on PORT, which
 * forwards the API paths to it. The Host header is kept (no changeOrigin), so the browser's Origin
 * matches the host the API sees and the same-origin checks pass as in production.
 */
let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// A development run checks every answer against its endpoint's declaration (decision 0420).
const api = await startServer({
  config: { ...config, PORT: config.PORT + 1, HOST: '127.0.0.1', NODE_ENV: config.NODE_ENV ?? 'development' },
  serveBrowserApp: false,
});
const target = `http://127.0.0.1:${api.port}`;
const vite = await createServer({
  root: projectRoot,
  server: {
    port: config.PORT,
    strictPort: true,
    host: config.HOST,
    proxy: Object.fromEntries(
      apiPathPrefixes.map((prefix) => [
        `^${prefix}(/|\\?|$)`,
        {
          target,
          ws: prefix === '/ws',
          // GET /login is the sign-in page, which Vite serves; only its POST goes to the API.
          ...(prefix === '/login' ? { bypass: (request: IncomingMessage) => (request.method === 'GET' ? '/index.html' : undefined) } : {}),
        } satisfies ProxyOptions,
      ]),
    ),
  },
});
await vite.listen();
console.log(`Website Admin (dev) at http://localhost:${config.PORT}  (API on ${target})`);
for (const login of api.demoLogins) console.log(`  ${login.role.padEnd(10)} ${login.email}  ${login.password}`);

stopOnSignals({
  source: process,
  stop: async () => {
    await vite.close();
    await api.close();
  },
  exit: (code) => process.exit(code),
});
