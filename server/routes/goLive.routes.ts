import { goLiveEndpoints } from '../../domain/api/goLive.endpoints';
import { sendDnsInstructions } from '../goLive/dnsInstructions';
import { domainContactsOf } from '../goLive/domainContacts';
import { goLiveCheckOf, pendingScrapesOf } from '../goLive/goLiveFacts';
import { goLiveSummary } from '../goLive/goLiveSummary';
import { launchStateOf, requireLaunch } from '../goLive/launchQueries';
import { startFullSend } from '../goLive/startFullSend';
import { answer, defineRoute, type RouteModule } from '../http/route';
import { fullSendJobName } from '../jobs/fullSend.job';
import { requireSite } from '../sites/requireSite';

/** The go-live panel (domain/api/goLive.endpoints.ts, part 2 §2.3, decisions.md §6). */
export const goLiveRoutes: RouteModule = () => [
  defineRoute(goLiveEndpoints.check, ({ deps, params }) => goLiveCheckOf(deps, params.id, params.check)),
  defineRoute(goLiveEndpoints.pendingScrapes, ({ deps, params }) => pendingScrapesOf(deps.db, params.id)),
  defineRoute(goLiveEndpoints.summary, ({ deps, params }) => goLiveSummary(deps, params.id)),
  defineRoute(goLiveEndpoints.domainContacts, async ({ deps, params }) => domainContactsOf(deps.db, await requireSite(deps.db, params.id))),
  defineRoute(goLiveEndpoints.fullSend, async ({ deps, user, params }) => {
    const start = await startFullSend(deps, params.id, user);
    // Sent after the launch row is committed; if this process dies first, the start-up sweep sends it.
    if (start.created) await deps.jobs.send(fullSendJobName, { launchId: start.launchId });
    return { launchId: start.launchId };
  }),
  // A malformed launch id cannot exist: requireLaunch answers 404 'Launch not found' for it too.
  defineRoute(goLiveEndpoints.launch, async ({ deps, params }) => launchStateOf(await requireLaunch(deps.db, params.launchId))),
  defineRoute(goLiveEndpoints.dnsInstructions, async ({ deps, user, params, body }) => {
    const result = await sendDnsInstructions(deps, { siteId: params.id, user, instructions: body });
    return result.sent ? result : answer(502, result);
  }),
];
