import { siteStatusEndpoints } from '../../domain/api/siteStatus.endpoints';
import type { SiteStatusChange } from '../../domain/api/siteStatus.schema';
import { actorMaySend, type LifecycleEventType } from '../../domain/siteLifecycle/siteLifecycleEvents';
import type { AppDeps, SessionUser } from '../appDeps';
import { forbidden } from '../http/httpError';
import { answer, built, defineRoute, type RouteModule } from '../http/route';
import { type SiteEventResult, sendSiteEvent } from '../siteLifecycle/applySiteEvent';
import { deleteTestSite } from '../siteLifecycle/deleteTestSite';
import { overrideSiteStatus } from '../siteLifecycle/overrideSiteStatus';
import { stageSite, stagingBlockedMessage } from '../staging/stageSite';

const statusChange = (result: SiteEventResult): SiteStatusChange => ({ id: result.siteId, from: result.from, launcher_label: result.to });

const sendEvent = async (deps: AppDeps, user: SessionUser, siteId: number, event: LifecycleEventType) =>
  statusChange(await sendSiteEvent(deps.db, { siteId, event, actor: { id: user.id, role: user.role }, at: deps.now() }));

/** Status actions of part 1 §4 and §7 on /api/sites/{id} (domain/api/siteStatus.endpoints.ts). */
export const siteStatusRoutes: RouteModule = () => [
  defineRoute(siteStatusEndpoints.submitForReview, ({ deps, user, params }) => sendEvent(deps, user, params.id, 'SUBMIT_FOR_REVIEW')),
  // Stage validates (collection URLs), publishes, then sends STAGE: server/staging/stageSite.ts.
  defineRoute(siteStatusEndpoints.stage, async ({ deps, user, params }) => {
    const outcome = await stageSite(deps, { siteId: params.id, user });
    if (!outcome.staged) return answer(409, { error: stagingBlockedMessage(outcome.collections), collections: outcome.collections });
    return statusChange(outcome.result);
  }),
  defineRoute(siteStatusEndpoints.markLive, ({ deps, user, params }) => sendEvent(deps, user, params.id, 'GO_LIVE')),
  defineRoute(siteStatusEndpoints.markLost, ({ deps, user, params }) => sendEvent(deps, user, params.id, 'MARK_LOST')),
  // Which events a role may send is the lifecycle's table (domain/siteLifecycle/siteLifecycleEvents.ts):
  // changeSiteStatus is held by every role that may send at least one of them.
  defineRoute(siteStatusEndpoints.transition, ({ deps, user, params, body }) => {
    if (!actorMaySend(user.role, body.event)) throw forbidden(`send ${body.event}`);
    return sendEvent(deps, user, params.id, body.event);
  }),
  defineRoute(siteStatusEndpoints.override, async ({ deps, user, params, body }) =>
    statusChange(await overrideSiteStatus(deps.db, { siteId: params.id, status: body.status, userId: user.id, at: deps.now() })),
  ),
  defineRoute(siteStatusEndpoints.deleteTestSite, async ({ c, deps, params }) => {
    await deleteTestSite(deps.db, params.id);
    return built(c.body(null, 204));
  }),
];
