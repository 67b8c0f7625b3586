import * as v from 'valibot';
import { dnsInstructionsBody } from '../../domain/api/goLive.schema';
import { sendDnsInstructions } from '../goLive/dnsInstructions';
import { domainContactsOf } from '../goLive/domainContacts';
import { goLiveCheckOf, pendingScrapesOf } from '../goLive/goLiveFacts';
import { goLiveSummary } from '../goLive/goLiveSummary';
import { launchStateOf, requireLaunch } from '../goLive/launchQueries';
import { startFullSend } from '../goLive/startFullSend';
import { idParam, idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { fullSendJobName } from '../jobs/fullSend.job';
import { requireSite } from '../sites/requireSite';

/**
 * The go-live panel (part 2 §2.3, decisions.md §6). One route per check so the browser loads the
 * 13 in parallel and a slow or failing one holds up no other.
 */
export const goLiveRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/goLive/checks/:check',
    capability: 'readSites',
    params: v.object({ id: idParam, check: v.string() }),
    handler: async ({ c, deps, params }) => c.json(await goLiveCheckOf(deps, params.id, params.check)),
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/goLive/pendingScrapes',
    capability: 'readSites',
    params: idParams,
    handler: async ({ c, deps, params }) => c.json(await pendingScrapesOf(deps.db, params.id)),
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/goLive/summary',
    capability: 'readSites',
    params: idParams,
    handler: async ({ c, deps, params }) => c.json(await goLiveSummary(deps, params.id)),
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/domainContacts',
    capability: 'readSites',
    params: idParams,
    handler: async ({ c, deps, params }) => c.json(await domainContactsOf(deps.db, await requireSite(deps.db, params.id))),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/goLive/fullSend',
    capability: 'goLive',
    params: idParams,
    handler: async ({ c, deps, user, params }) => {
      const start = await startFullSend(deps, params.id, user);
      // Sent after the launch row is committed; if this process dies first, the start-up sweep sends it.
      if (start.created) await deps.jobs.send(fullSendJobName, { launchId: start.launchId });
      return c.json({ launchId: start.launchId });
    },
  }),
  // A malformed launch id cannot exist: requireLaunch answers 404 'Launch not found' for it too.
  defineLegacyRoute({
    method: 'get',
    path: '/api/launches/:launchId',
    capability: 'readSites',
    params: v.object({ launchId: v.string() }),
    handler: async ({ c, deps, params }) => c.json(launchStateOf(await requireLaunch(deps.db, params.launchId))),
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/goLive/dnsInstructions',
    capability: 'goLive',
    params: idParams,
    body: dnsInstructionsBody,
    handler: async ({ c, deps, user, params, body }) => {
      const result = await sendDnsInstructions(deps, { siteId: params.id, user, instructions: body });
      return result.sent ? c.json(result) : c.json(result, 502);
    },
  }),
];
