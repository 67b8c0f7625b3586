import { vi } from 'vitest';
import { ownOrigin } from '../../server/goLive/ownOrigin';
import type { Harness } from './harness';

/**
 * The go-live checks and the Full Send fetch pages the way the server does in production: sandbox
 * pages on the server's own origin. Tests have no listening server, so requests to that origin go
 * to the harness app in-process; anything else keeps the real fetch.
 */
export const routeOwnOriginToApp = (h: Harness): void => {
  const realFetch = globalThis.fetch;
  const origin = ownOrigin(h.deps.config);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.origin === origin ? Promise.resolve(h.app.request(`${url.pathname}${url.search}`, init)) : realFetch(input, init);
  });
};
