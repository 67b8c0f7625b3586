import { randomUUID } from 'node:crypto';
import { goLiveCheckNames, runAllGoLiveChecks } from '../../domain/goLive/goLiveChecks';
import type { AppDeps, SessionUser } from '../appDeps';
import { conflict } from '../http/httpError';
import { requireSite } from '../sites/requireSite';
import { loadGoLiveFacts, pendingScrapesOf } from './goLiveFacts';
import { runningFullSendOf } from './launchQueries';
import { isUniqueViolation } from '../db/uniqueViolation';

interface FullSendStart {
  launchId: string;
  /** false when the request joined a Full Send already running (no new job). */
  created: boolean;
}

/**
 * Starts a Full Send (decisions.md §6) or joins the one running. A new one needs every check
 * passed, no pending scrape, a site that is not Live and is on our cloud hosting. The checks call
 * out to the builder, so they run before the site row is locked; the insert then re-reads under
 * the lock, and the partial unique index catches a racing request that slipped past both.
 */
export const startFullSend = async (deps: AppDeps, siteId: number, user: SessionUser): Promise<FullSendStart> => {
  const site = await requireSite(deps.db, siteId);
  const running = await runningFullSendOf(deps.db, siteId);
  if (running) return { launchId: running.id, created: false };

  if (site.launcher_label === 'Live') throw conflict('The site is already Live');
  if (!site.cloud_hosted) throw conflict('Full Send is only for sites on our cloud hosting; send DNS instructions instead');
  const facts = await loadGoLiveFacts(deps, site, { withBuilder: true });
  const failed = runAllGoLiveChecks(facts).filter((check) => check.status === 'failed');
  if (failed.length)
    throw conflict(
      `Full Send needs all ${goLiveCheckNames.length} checks to pass; not passed: ${failed.map((check) => check.name).join(', ')}`,
    );
  if ((await pendingScrapesOf(deps.db, site.id)).length) throw conflict('Full Send must wait for the pending scrapes to finish');

  try {
    return await deps.db.transaction().execute(async (trx) => {
      const locked = await requireSite(trx, siteId, { lock: true });
      const joined = await runningFullSendOf(trx, siteId);
      if (joined) return { launchId: joined.id, created: false };
      if (locked.launcher_label === 'Live') throw conflict('The site is already Live');
      const launchId = randomUUID();
      await trx
        .insertInto('launches')
        .values({ id: launchId, site_id: siteId, kind: 'full_send', started_by: user.id, started_at: deps.now() })
        .execute();
      return { launchId, created: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await runningFullSendOf(deps.db, siteId);
    if (!winner) throw error;
    return { launchId: winner.id, created: false };
  }
};
