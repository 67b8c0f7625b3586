import type { Hono } from 'hono';
import { requireSession } from '../auth/session.middleware';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { publicAuthRoutes, signedInAuthRoutes } from './auth.routes';
import { lookupsRoutes } from './lookups.routes';
import { revisionsRoutes } from './revisions.routes';

/**
 * Every route module, in one place. Public routes first; everything under /api after the session
 * guard. A new module adds one line here.
 */
export const mountRoutes = (app: Hono<AppEnv>, deps: AppDeps): void => {
  app.route('/', publicAuthRoutes(deps));
  app.use('/api/*', requireSession(deps));
  app.route('/', signedInAuthRoutes(deps));
  app.route('/', lookupsRoutes(deps));
  app.route('/api/siteRevisions', revisionsRoutes(deps));
};
