import type { Context } from 'hono';
import { overrideStatusBody, type SiteStatusChange, transitionBody } from '../../domain/api/siteStatus.schema';
import type { StagingBlocked } from '../../domain/api/staging.schema';
import { actorMaySend, type LifecycleEventType } from '../../domain/siteLifecycle/siteLifecycleEvents';
import type { AppDeps, AppEnv, SessionUser } from '../http/appEnv';
import { forbidden } from '../http/httpError';
import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { type SiteEventResult, sendSiteEvent } from '../siteLifecycle/applySiteEvent';
import { deleteTestSite } from '../siteLifecycle/deleteTestSite';
import { overrideSiteStatus } from '../siteLifecycle/overrideSiteStatus';
import { stageSite, stagingBlockedMessage } from '../staging/stageSite';

const answer = (c: Context<AppEnv>, result: SiteEventResult) =>
  c.json<SiteStatusChange>({ id: result.siteId, from: result.from, launcher_label: result.to });

const sendEvent = (deps: AppDeps, user: SessionUser, siteId: number, event: LifecycleEventType) =>
  sendSiteEvent(deps.db, { siteId, event, actor: { id: user.id, role: user.role }, at: deps.now() });

/** Status actions of part 1 §4 and §7 on /api/sites/{id}: each one event of the site lifecycle machine, the override, and deleting a test site. */
export const siteStatusRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/qa',
    capability: 'submitForReview',
    params: idParams,
    handler: async ({ c, deps, user, params }) => answer(c, await sendEvent(deps, user, params.id, 'SUBMIT_FOR_REVIEW')),
  }),
  // Stage validates (collection URLs), publishes, then sends STAGE: server/staging/stageSite.ts.
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/stage',
    capability: 'stageSite',
    params: idParams,
    handler: async ({ c, deps, user, params }) => {
      const outcome = await stageSite(deps, { siteId: params.id, user });
      if (!outcome.staged) return c.json<StagingBlocked>({ error: stagingBlockedMessage(outcome.collections), collections: outcome.collections }, 409);
      return answer(c, outcome.result);
    },
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/live',
    capability: 'goLive',
    params: idParams,
    handler: async ({ c, deps, user, params }) => answer(c, await sendEvent(deps, user, params.id, 'GO_LIVE')),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/lost',
    capability: 'markLost',
    params: idParams,
    handler: async ({ c, deps, user, params }) => answer(c, await sendEvent(deps, user, params.id, 'MARK_LOST')),
  }),
  // Which events a role may send is the lifecycle's table (domain/siteLifecycle/siteLifecycleEvents.ts):
  // changeSiteStatus is held by every role that may send at least one of them.
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/transition',
    capability: 'changeSiteStatus',
    params: idParams,
    body: transitionBody,
    handler: async ({ c, deps, user, params, body }) => {
      if (!actorMaySend(user.role, body.event)) throw forbidden(`send ${body.event}`);
      return answer(c, await sendEvent(deps, user, params.id, body.event));
    },
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/status',
    capability: 'overrideStatus',
    params: idParams,
    body: overrideStatusBody,
    handler: async ({ c, deps, user, params, body }) =>
      answer(c, await overrideSiteStatus(deps.db, { siteId: params.id, status: body.status, userId: user.id, at: deps.now() })),
  }),
  defineLegacyRoute({
    method: 'delete',
    path: '/api/sites/:id{[0-9]+}',
    capability: 'deleteTestSite',
    params: idParams,
    handler: async ({ c, deps, params }) => {
      await deleteTestSite(deps.db, params.id);
      return c.body(null, 204);
    },
  }),
];
