import type { Hono } from 'hono';
import { requireSession } from '../auth/session.middleware';
import type { AppDeps, AppEnv } from '../appDeps';
import type { RouteDefinition, RouteModule, TableRoute } from '../http/route';
import { openApiRoute } from '../openApi/openApiRoute';
import { assignmentRoutes } from './assignment.routes';
import { auditRoutes } from './audit.routes';
import { domainProxyRoutes } from './domainProxy.routes';
import { domainRequestRoutes } from './domainRequest.routes';
import { domainSearchRoutes } from './domainSearch.routes';
import { builderLinkRoutes } from './builderLink.routes';
import { builderProjectRoutes } from './builderProject.routes';
import { goLiveRoutes } from './goLive.routes';
import { healthRoutes } from './health.routes';
import { intakeRoutes } from './intake.routes';
import { integrationsRoutes } from './integrations.routes';
import { launchScheduleRoutes } from './launchSchedule.routes';
import { logRoutes } from './log.routes';
import { lookupsRoutes } from './lookups.routes';
import { markCoachedRoutes } from './markCoached.routes';
import { revisionsRoutes } from './revisions.routes';
import { sandboxRoutes } from './sandbox.routes';
import { scrapeRecordsRoutes } from './scrapeRecords.routes';
import { scrapeTasksRoutes } from './scrapeTasks.routes';
import { scrapeRequestsRoutes } from './scrapeRequests.routes';
import { signInRoutes } from './signIn.routes';
import { oidcRoutes } from './oidc.routes';
import { siteChecklistRoutes } from './siteChecklist.routes';
import { siteDetailRoutes } from './siteDetail.routes';
import { siteListRoutes } from './siteList.routes';
import { siteNotesRoutes } from './siteNotes.routes';
import { siteStatusRoutes } from './siteStatus.routes';
import { stagingRoutes } from './staging.routes';
import { pageSeoRoutes } from './pageSeo.routes';
import { subscriberImportRoutes } from './subscriberImport.routes';
import { siteBackupRoutes } from './siteBackup.routes';
import { savedViewsRoutes } from './savedViews.routes';
import { insightsRoutes } from './insights.routes';
import { bulkActionsRoutes } from './bulkActions.routes';
import { siteExportRoutes } from './siteExport.routes';
import { secondFactorRoutes } from './secondFactor.routes';
import { peopleRoutes } from './people.routes';
import { settingsRoutes } from './settings.routes';
import { meRoutes } from './me.routes';
import { passwordResetRoutes } from './passwordReset.routes';
import { notificationsRoutes } from './notifications.routes';

/**
 * Every route module, in the order their routes are matched: where two paths overlap the first
 * wins (GET /api/launches/capacity of launchSchedule before /api/launches/{launchId} of goLive).
 * A new module adds one line here.
 */
const routeModules: ReadonlyArray<readonly [workflow: string, routes: RouteModule]> = [
  ['signIn', signInRoutes],
  ['oidc', oidcRoutes],
  ['health', healthRoutes],
  ['integrations', integrationsRoutes],
  ['sandbox', sandboxRoutes],
  ['lookups', lookupsRoutes],
  ['revisions', revisionsRoutes],
  ['siteList', siteListRoutes],
  ['assignment', assignmentRoutes],
  ['markCoached', markCoachedRoutes],
  ['siteDetail', siteDetailRoutes],
  ['siteStatus', siteStatusRoutes],
  ['staging', stagingRoutes],
  ['log', logRoutes],
  ['launchSchedule', launchScheduleRoutes],
  ['siteNotes', siteNotesRoutes],
  ['siteChecklist', siteChecklistRoutes],
  ['goLive', goLiveRoutes],
  ['pageSeo', pageSeoRoutes],
  ['subscriberImport', subscriberImportRoutes],
  ['siteBackup', siteBackupRoutes],
  ['domainRequest', domainRequestRoutes],
  ['domainProxy', domainProxyRoutes],
  ['domainSearch', domainSearchRoutes],
  ['scrapeTasks', scrapeTasksRoutes],
  ['scrapeRecords', scrapeRecordsRoutes],
  ['scrapeRequests', scrapeRequestsRoutes],
  ['intake', intakeRoutes],
  ['builderProject', builderProjectRoutes],
  ['builderLink', builderLinkRoutes],
  ['audit', auditRoutes],
  ['savedViews', savedViewsRoutes],
  ['bulkActions', bulkActionsRoutes],
  ['siteExport', siteExportRoutes],
  ['secondFactor', secondFactorRoutes],
  ['people', peopleRoutes],
  ['settings', settingsRoutes],
  ['me', meRoutes],
  ['passwordReset', passwordResetRoutes],
  ['notifications', notificationsRoutes],
  ['insights', insightsRoutes],
];

/**
 * The route table: every route of the app with its endpoint (method, path, capability, schemas, answers).
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const routeTable = (deps: AppDeps): TableRoute[] => {
  const table = routeModules.flatMap(([workflow, routes]) => routes(deps).map((route) => ({ ...route, workflow })));
  table.push({ ...openApiRoute(() => table), workflow: 'apiReference' });
  return table;
};

/** Public routes first; then the session guard on /api/*, then every signed-in route. */
export const mountRoutes = (app: Hono<AppEnv>, deps: AppDeps): void => {
  const table = routeTable(deps);
  const mount = (route: RouteDefinition) => app.on(route.method.toUpperCase(), route.path, (c) => route.handle(c, deps));
  for (const route of table) if (route.capability === 'public') mount(route);
  app.use('/api/*', requireSession(deps));
  for (const route of table) if (route.capability !== 'public') mount(route);
};
