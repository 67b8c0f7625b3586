import type { Hono } from 'hono';
import { requireSession } from '../auth/session.middleware';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { publicAuthRoutes, signedInAuthRoutes } from './signIn.routes';
import { goLiveRoutes } from './goLive.routes';
import { healthRoutes, integrationsRoutes } from './integrations.routes';
import { launchRoutes } from './launchSchedule.routes';
import { checklistRoutes } from './siteChecklist.routes';
import { logRoutes } from './log.routes';
import { notesRoutes } from './siteNotes.routes';
import { lookupsRoutes } from './lookups.routes';
import { revisionsRoutes } from './revisions.routes';
import { sandboxRoutes } from './sandbox.routes';
import { siteDetailRoutes } from './siteDetail.routes';
import { siteLinksRoutes } from './siteLinks.routes';
import { siteStatsRoutes } from './siteStats.routes';
import { sitesRoutes } from './siteList.routes';
import { siteStatusRoutes } from './siteStatus.routes';
import { stagingRoutes } from './staging.routes';

/**
 * Every route module, in one place. Public routes first; everything under /api after the session
 * guard. A new module adds one line here.
 */
export const mountRoutes = (app: Hono<AppEnv>, deps: AppDeps): void => {
  app.route('/', publicAuthRoutes(deps));
  app.route('/', healthRoutes(deps));
  app.route('/', sandboxRoutes(deps));
  app.use('/api/*', requireSession(deps));
  app.route('/', signedInAuthRoutes(deps));
  app.route('/', lookupsRoutes(deps));
  app.route('/api/siteRevisions', revisionsRoutes(deps));
  app.route('/api/sites', sitesRoutes(deps));
  app.route('/api/sites', siteLinksRoutes(deps));
  app.route('/api', siteStatsRoutes(deps));
  app.route('/api/sites', siteStatusRoutes(deps));
  app.route('/api/sites', stagingRoutes(deps));
  app.route('/api', siteDetailRoutes(deps));
  app.route('/api/log', logRoutes(deps));
  app.route('/api', launchRoutes(deps));
  app.route('/api/notes', notesRoutes(deps));
  app.route('/api/siteChecklist', checklistRoutes(deps));
  app.route('/api', goLiveRoutes(deps));
  app.route('/', integrationsRoutes(deps));
};
