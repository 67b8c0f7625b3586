import type { LaunchEvent } from '../../domain/api/goLive.schema';
import { launchDnsRecords } from '../../domain/goLive/launchDnsRecords';
import { type LaunchStep, launchSteps } from '../../domain/goLive/launchSteps';
import { failureMessage, type LaunchRow } from '../goLive/launchQueries';
import { liveSiteUrl } from '../goLive/liveSiteUrl';
import { checkUrl } from '../goLive/urlResponds';
import type { AppDeps } from '../appDeps';
import { HttpError } from '../http/httpError';
import { notifyFullSendEnded } from '../inbox/inboxTriggers';
import { waitForChange } from '../integrations/dns/waitForChange';
import { applySiteEvent } from '../siteLifecycle/applySiteEvent';
import { requireSite } from '../sites/requireSite';
import type { JobDefinition } from './jobDefinition';

export const fullSendJobName = 'full-send';

interface FullSendJobData {
  launchId: string;
}

/**
 * Job runs per launch. A run that dies for a reason other than a service's refusal (a bug, a lost
 * database connection, a restart) is retried by pg-boss or re-sent at start-up and resumes; the
 * last allowed run marks the launch failed rather than leaving it running for ever.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const maxFullSendAttempts = 3;

/** How long the steps that wait on the outside world keep trying. */
const fullSendTiming = {
  /** A run renews its lease at every step; longer than the longest step (the DNS wait). */
  leaseMs: 15 * 60_000,
  dnsTimeoutMs: 10 * 60_000,
  dnsPollMs: 2_000,
  liveCheckAttempts: 5,
  liveCheckPauseMs: 3_000,
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface StepContext {
  deps: AppDeps;
  launch: LaunchRow;
  site: { id: number; apex: string; duda_id: string; trello_card_id: string | null };
}

/** A launch that cannot go on: the message staff see. */
const launchRefused = (message: string) => new HttpError(409, message);

/** What each step does besides being announced and recorded; every one is safe to repeat. */
const stepWork: Record<Exclude<LaunchStep, 'Done'>, (context: StepContext) => Promise<void>> = {
  'Getting started': async () => undefined,
  'Publishing site': async ({ deps, site }) => deps.integrations.builder.publishSite(site.duda_id),
  'Pointing DNS': async ({ deps, site, launch }) => {
    const zone = await deps.integrations.dns.findOrCreateZone(site.apex);
    const change = await deps.integrations.dns.changeRecords(
      zone.id,
      launchDnsRecords(site.apex).map((record) => ({ action: 'UPSERT' as const, record })),
    );
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('launches').set({ dns_change_id: change.id }).where('id', '=', launch.id).execute();
      await trx.updateTable('sites').set({ hosted_zone_id: zone.id }).where('id', '=', site.id).execute();
    });
    launch.dns_change_id = change.id;
  },
  'Waiting for DNS': async ({ deps, launch }) => {
    if (!launch.dns_change_id) throw launchRefused('No DNS change to wait for');
    await waitForChange(deps.integrations.dns, launch.dns_change_id, {
      timeoutMs: fullSendTiming.dnsTimeoutMs,
      pollMs: fullSendTiming.dnsPollMs,
    });
  },
  'Checking the live site': async ({ deps, site }) => {
    const url = liveSiteUrl(deps, site.apex);
    for (let attempt = 1; ; attempt += 1) {
      const answer = await checkUrl(url, deps.config);
      if (answer.ok) return;
      if (attempt >= fullSendTiming.liveCheckAttempts) {
        throw new HttpError(502, `The live site ${answer.url} answered ${answer.status ?? 'nothing'} instead of 200`);
      }
      await sleep(fullSendTiming.liveCheckPauseMs);
    }
  },
  'Updating the board': async ({ deps, site }) => {
    // A site without a board card has nothing to move.
    if (site.trello_card_id) await deps.integrations.board.moveCard(site.trello_card_id, 'LIVE.LIVE');
  },
};

const announce = (deps: AppDeps, launch: LaunchRow, message: string, status: LaunchEvent['status']): void => {
  const payload: LaunchEvent = { launchId: launch.id, message, status };
  deps.live.publish(`launch:${launch.id}`, 'launch_event', payload);
  deps.live.publish(`site:${launch.site_id}`, 'launch_event', payload);
};

const markFailed = async (deps: AppDeps, launch: LaunchRow, error: string): Promise<void> => {
  const updated = await deps.db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable('launches')
      .set({ status: 'failed', error, finished_at: deps.now(), claimed_until: null })
      .where('id', '=', launch.id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (failed.numUpdatedRows > 0n)
      await notifyFullSendEnded(trx, { siteId: launch.site_id, startedBy: launch.started_by, error, at: deps.now() });
    return failed;
  });
  if (updated.numUpdatedRows > 0n) announce(deps, launch, failureMessage(error), 'failed');
};

const leaseUntil = (deps: AppDeps) => new Date(deps.now().getTime() + fullSendTiming.leaseMs);

const renewLease = async (deps: AppDeps, launch: LaunchRow): Promise<void> => {
  await deps.db
    .updateTable('launches')
    .set({ claimed_until: leaseUntil(deps) })
    .where('id', '=', launch.id)
    .execute();
};

/** Records a finished step, unless the launch stopped running meanwhile. */
const recordStep = async (deps: AppDeps, launch: LaunchRow, step: LaunchStep): Promise<void> => {
  const stepsDone = [...launch.steps_done, step];
  await deps.db
    .updateTable('launches')
    .set({ steps_done: JSON.stringify(stepsDone), last_step: step })
    .where('id', '=', launch.id)
    .where('status', '=', 'running')
    .execute();
  launch.steps_done = stepsDone;
};

/**
 * 'Done': the site goes Live (status and 'Site live' log through the lifecycle machine) and the
 * launch is marked done, in one transaction that first locks the launch row and checks it is still
 * running, so two runs of the same launch can never log 'Site live' twice.
 */
const finish = async (deps: AppDeps, launch: LaunchRow): Promise<boolean> =>
  deps.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('launches').select('status').where('id', '=', launch.id).forUpdate().executeTakeFirst();
    if (current?.status !== 'running') return false;
    const starter = launch.started_by
      ? await trx.selectFrom('users').select(['id', 'role']).where('id', '=', launch.started_by).executeTakeFirst()
      : undefined;
    if (!starter) throw launchRefused('The person who started this Full Send no longer exists');
    const site = await requireSite(trx, launch.site_id, { lock: true });
    // Someone may have set the site Live by hand meanwhile: it is live, and logged once already.
    if (site.launcher_label !== 'Live') {
      await applySiteEvent(trx, {
        siteId: launch.site_id,
        event: 'GO_LIVE',
        actor: { id: starter.id, role: starter.role },
        at: deps.now(),
      });
    }
    const stepsDone = [...launch.steps_done, 'Done'];
    await trx
      .updateTable('launches')
      .set({ status: 'done', steps_done: JSON.stringify(stepsDone), last_step: 'Done', finished_at: deps.now(), claimed_until: null })
      .where('id', '=', launch.id)
      .execute();
    await notifyFullSendEnded(trx, { siteId: launch.site_id, startedBy: launch.started_by, error: null, at: deps.now() });
    launch.steps_done = stepsDone;
    return true;
  });

/** 'busy': another run holds the launch's lease; 'not running': the launch is done or failed already. */
type FullSendOutcome = 'done' | 'failed' | 'not running' | 'busy';

/**
 * Runs a Full Send from its first unfinished step. Each step's message is published live when the
 * step starts and the step is recorded when it finishes. A service refusing (an HttpError, such as
 * an IntegrationError) fails the launch with its message; anything else is thrown for pg-boss to
 * retry, and the retry resumes where this run stopped.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const runFullSend = async (deps: AppDeps, launchId: string): Promise<FullSendOutcome> => {
  // Claiming is one UPDATE, so of two runs started together exactly one gets the launch.
  const launch = await deps.db
    .updateTable('launches')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_until: leaseUntil(deps) }))
    .where('id', '=', launchId)
    .where('kind', '=', 'full_send')
    .where('status', '=', 'running')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', deps.now())]))
    .returningAll()
    .executeTakeFirst();
  if (!launch) {
    const current = await deps.db.selectFrom('launches').select('status').where('id', '=', launchId).executeTakeFirst();
    return current?.status === 'running' ? 'busy' : 'not running';
  }
  if (launch.attempts > maxFullSendAttempts) {
    await markFailed(deps, launch, `stopped after ${maxFullSendAttempts} attempts`);
    return 'failed';
  }

  try {
    const site = await deps.db
      .selectFrom('sites')
      .select(['id', 'apex', 'duda_id', 'trello_card_id'])
      .where('id', '=', launch.site_id)
      .executeTakeFirst();
    if (!site) throw launchRefused('The site no longer exists');
    if (!site.duda_id) throw launchRefused('The site has no builder project');
    if (!site.apex) throw launchRefused('The site has no domain');
    const context: StepContext = { deps, launch, site: { ...site, apex: site.apex, duda_id: site.duda_id } };

    for (const step of launchSteps) {
      if (launch.steps_done.includes(step)) continue;
      if (step === 'Done') {
        if (await finish(deps, launch)) announce(deps, launch, 'Done', 'done');
        return 'done';
      }
      await renewLease(deps, launch);
      announce(deps, launch, step, 'running');
      await stepWork[step](context);
      await recordStep(deps, launch, step);
    }
    return 'done';
  } catch (error) {
    if (error instanceof HttpError || launch.attempts >= maxFullSendAttempts) {
      await markFailed(deps, launch, error instanceof Error ? error.message : String(error));
      return 'failed';
    }
    // Let the retry take the launch at once rather than after the lease runs out.
    await deps.db.updateTable('launches').set({ claimed_until: null }).where('id', '=', launch.id).execute();
    throw error;
  }
};

/**
 * Re-sends the job of every launch still running, for start-up: a server stopped mid-launch left
 * its launch running with the steps it finished, and the new job continues from there. Call it
 * before the server's own runs start.
 */
export const resumeRunningLaunches = async (deps: AppDeps): Promise<string[]> => {
  // Leases held by the stopped server's runs died with it (one server runs the jobs).
  const running = await deps.db
    .updateTable('launches')
    .set({ claimed_until: null })
    .where('kind', '=', 'full_send')
    .where('status', '=', 'running')
    .returning(['id', 'started_at'])
    .execute();
  running.sort((a, b) => a.started_at.getTime() - b.started_at.getTime());
  for (const { id } of running) await deps.jobs.send(fullSendJobName, { launchId: id });
  return running.map((launch) => launch.id);
};

export const fullSendJob: JobDefinition<FullSendJobData> = {
  name: fullSendJobName,
  retryLimit: maxFullSendAttempts - 1,
  handler: (deps, data) => runFullSend(deps, data.launchId),
};
