import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './http/appEnv';
import { compressResponses } from './http/compressResponses';
import { HttpError } from './http/httpError';
import { sameOriginMutations } from './http/sameOrigin';
import { securityHeaders } from './http/securityHeaders';
import { mountRoutes } from './routes';

/** The HTTP API as one Hono app; the Node entry point adds static files and websockets around it. */
export const createApp = (deps: AppDeps): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  app.use('*', compressResponses());
  app.use('*', securityHeaders());
  app.use('*', sameOriginMutations(deps.config.PUBLIC_ORIGIN));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ error: error.message, ...error.details }, error.status);
    console.error(`[api] ${c.req.method} ${c.req.path}`, error);
    return c.json({ error: 'Something went wrong on the server' }, 500);
  });
  mountRoutes(app, deps);
  app.all('/api/*', (c) => c.json({ error: `No route ${c.req.method} ${c.req.path}` }, 404));
  return app;
};
