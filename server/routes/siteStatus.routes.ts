import { type Context, Hono } from 'hono';
import { overrideStatusBody, type SiteStatusChange, transitionBody } from '../../domain/api/siteStatus.schema';
import type { StagingBlocked } from '../../domain/api/staging.schema';
import { actorMaySend, type LifecycleEventType } from '../../domain/siteLifecycle/siteLifecycleEvents';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { requireCapability } from '../http/authorize';
import { forbidden } from '../http/httpError';
import { readIdParam, readJson } from '../http/validate';
import { applySiteEvent, type SiteEventResult } from '../siteLifecycle/applySiteEvent';
import { overrideSiteStatus } from '../siteLifecycle/overrideSiteStatus';
import { stageSite, stagingBlockedMessage } from '../staging/stageSite';

const answer = (c: Context<AppEnv>, result: SiteEventResult) =>
  c.json<SiteStatusChange>({ id: result.siteId, from: result.from, launcher_label: result.to });

/** Status actions of part 1 §4 and §7 on /api/sites/{id}: each one event of the site lifecycle machine. */
export const siteStatusRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>();

  const sendEvent = (c: Context<AppEnv>, event: LifecycleEventType) => {
    const user = c.get('user');
    const siteId = readIdParam(c);
    return deps.db
      .transaction()
      .execute((trx) => applySiteEvent(trx, { siteId, event, actor: { id: user.id, role: user.role }, at: deps.now() }));
  };

  routes.post('/:id/qa', requireCapability('submitForReview'), async (c) => answer(c, await sendEvent(c, 'SUBMIT_FOR_REVIEW')));
  // Stage validates (collection URLs), publishes, then sends STAGE: server/staging/stageSite.ts.
  routes.post('/:id/stage', requireCapability('stageSite'), async (c) => {
    const outcome = await stageSite(deps, { siteId: readIdParam(c), user: c.get('user') });
    if (!outcome.staged) return c.json<StagingBlocked>({ error: stagingBlockedMessage(outcome.collections), collections: outcome.collections }, 409);
    return answer(c, outcome.result);
  });
  routes.post('/:id/live', requireCapability('goLive'), async (c) => answer(c, await sendEvent(c, 'GO_LIVE')));
  routes.post('/:id/lost', requireCapability('markLost'), async (c) => answer(c, await sendEvent(c, 'MARK_LOST')));

  routes.post('/:id/transition', async (c) => {
    const { event } = await readJson(c, transitionBody);
    if (!actorMaySend(c.get('user').role, event)) throw forbidden(`send ${event}`);
    return answer(c, await sendEvent(c, event));
  });

  routes.post('/:id/status', requireCapability('overrideStatus'), async (c) => {
    const { status } = await readJson(c, overrideStatusBody);
    const siteId = readIdParam(c);
    const user = c.get('user');
    const result = await deps.db.transaction().execute((trx) => overrideSiteStatus(trx, { siteId, status, userId: user.id, at: deps.now() }));
    return answer(c, result);
  });

  return routes;
};
