import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './appDeps';
import { compressResponses } from './http/compressResponses';
import { isDatabaseUnavailable } from './db/databaseUnavailable';
import { HttpError } from './http/httpError';
import { sameOriginMutations } from './http/sameOrigin';
import { securityHeaders } from './http/securityHeaders';
import { mountRoutes } from './routes';

/** Seconds a client waits before asking again while the database is away: pools reconnect within about one. */
const databaseRetryAfterSeconds = '2';

/** The HTTP API as one Hono app; the Node entry point adds static files and websockets around it. */
export const createApp = (deps: AppDeps): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.use('*', compressResponses());
  app.use('*', securityHeaders());
  app.use('*', sameOriginMutations(deps.config.PUBLIC_ORIGIN));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ error: error.message, ...error.details }, error.status);
    // The database is away (a restart, a failover): say so at once, and when to ask again (decision 0429).
    if (isDatabaseUnavailable(error)) {
      console.error(`[api] ${c.req.method} ${c.req.path}: the database is unavailable`, error.message);
      c.header('Retry-After', databaseRetryAfterSeconds);
      return c.json({ error: 'Database unavailable' }, 503);
    }
    console.error(`[api] ${c.req.method} ${c.req.path}`, error);
    return c.json({ error: 'Something went wrong on the server' }, 500);
  });
  mountRoutes(app, deps);
  app.all('/api/*', (c) => c.json({ error: `No route ${c.req.method} ${c.req.path}` }, 404));
  return app;
};
