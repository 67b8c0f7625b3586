import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { dnsInstructionsBody } from '../../domain/api/goLive.schema';
import { isGoLiveCheckName, runGoLiveCheck } from '../../domain/goLive/goLiveChecks';
import { pendingScrapesFromChecklist } from '../../domain/goLive/pendingScrapes';
import { dnsInstructionsLogMessage, dnsInstructionsMessage } from '../goLive/dnsInstructions';
import { domainContactsOf } from '../goLive/domainContacts';
import { loadGoLiveFacts, requireGoLiveSite, tickedItemIdsOf } from '../goLive/goLiveFacts';
import { goLiveSummary } from '../goLive/goLiveSummary';
import { launchStateOf, requireLaunch } from '../goLive/launchQueries';
import { startFullSend } from '../goLive/startFullSend';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { requireCapability } from '../http/authorize';
import { HttpError, notFound } from '../http/httpError';
import { readIdParam, readJson } from '../http/validate';
import { fullSendJobName } from '../jobs/fullSend.job';
import { writeLog } from '../log/writeLog';

/**
 * The go-live panel (part 2 §2.3, decisions.md §6), mounted on /api. One route per check so the
 * browser loads the 13 in parallel and a slow or failing one holds up no other.
 */
export const goLiveRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>();
  const { db } = deps;
  const site = '/sites/:id{[0-9]+}';

  routes.get(`${site}/goLive/checks/:check`, async (c) => {
    const name = c.req.param('check');
    const found = await requireGoLiveSite(db, readIdParam(c));
    if (!isGoLiveCheckName(name)) throw notFound('Check');
    // Only the duda check asks the builder; the other twelve read our own tables.
    const facts = await loadGoLiveFacts(deps, found, { withBuilder: name === 'duda' });
    return c.json(runGoLiveCheck(name, facts));
  });

  routes.get(`${site}/goLive/pendingScrapes`, async (c) => {
    const found = await requireGoLiveSite(db, readIdParam(c));
    return c.json(pendingScrapesFromChecklist(await tickedItemIdsOf(db, found.id)));
  });

  routes.get(`${site}/goLive/summary`, async (c) => c.json(await goLiveSummary(deps, await requireGoLiveSite(db, readIdParam(c)))));

  routes.get(`${site}/domainContacts`, async (c) => c.json(await domainContactsOf(db, await requireGoLiveSite(db, readIdParam(c)))));

  routes.post(`${site}/goLive/fullSend`, requireCapability('goLive'), async (c) => {
    const start = await startFullSend(deps, readIdParam(c), c.get('user'));
    // Sent after the launch row is committed; if this process dies first, the start-up sweep sends it.
    if (start.created) await deps.jobs.send(fullSendJobName, { launchId: start.launchId });
    return c.json({ launchId: start.launchId });
  });

  routes.get('/launches/:launchId', async (c) => c.json(launchStateOf(await requireLaunch(db, c.req.param('launchId')))));

  routes.post(`${site}/goLive/dnsInstructions`, requireCapability('goLive'), async (c) => {
    const body = await readJson(c, dnsInstructionsBody);
    const found = await requireGoLiveSite(db, readIdParam(c));
    const user = c.get('user');
    try {
      await deps.integrations.mail.send(dnsInstructionsMessage(body));
    } catch (error) {
      // The panel reads 'Couldn't send email'; the reason is for the log and the admin.
      const message = error instanceof HttpError || error instanceof Error ? error.message : String(error);
      console.error('[goLive] DNS instructions not sent', message);
      return c.json({ sent: false as const, error: message }, 502);
    }
    await db.transaction().execute(async (trx) => {
      const at = deps.now();
      await trx
        .insertInto('launches')
        .values({
          id: randomUUID(),
          site_id: found.id,
          kind: 'dns_instructions',
          status: 'done',
          recipient: body.contactEmail,
          started_by: user.id,
          started_at: at,
          finished_at: at,
        })
        .execute();
      await writeLog(trx, { siteId: found.id, userId: user.id, message: dnsInstructionsLogMessage(body.contactEmail), logType: 'DNS_INSTRUCTION', at });
    });
    return c.json({ sent: true as const, to: body.contactEmail });
  });

  return routes;
};
