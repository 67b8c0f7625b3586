import type { ScrapeResult } from '../../domain/api/scrapeTasks.schema';
import type { AppDeps } from '../appDeps';
import { scrapeTaskJobName } from '../jobs/scrapeTask.job';
import { notifyScrapeTaskEnded } from '../inbox/inboxTriggers';
import { writeLog } from '../log/writeLog';
import { emptyScrapeResult } from '../scraper/runScrape';
import { silentBefore } from './taskHeartbeat';

/** Why a swept task stopped: its result and its log entry say it (docs/decisions/0211). */
const serverStoppedReason = 'the server stopped mid-run';

/**
 * A task is STARTED only while a job runs it. One left STARTED by a run that is gone, on any
 * instance, is ended with what it is known to have done (its records stay). A run is gone when no
 * job waits or runs for the task (a shutdown that cut the run, a run pg-boss expired;
 * docs/decisions/0211), or when it has not beaten for minutes (a hard crash, whose job pg-boss
 * counts active until it expires; docs/decisions/0370). The jobs are read from the queue first: a
 * job's state only moves on, so a task whose job is live at that read and which still beats is
 * never touched, and one that finishes meanwhile is no longer STARTED when the update runs.
 *
 * A task staff asked to revoke becomes REVOKED (its 'Task {id} revoked' entry is already logged);
 * any other becomes FAILURE with a log entry 'Task {id} failed: the server stopped mid-run' (SCRAPE).
 */
export const sweepStoppedTasks = async (deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>): Promise<string[]> => {
  const live = (await deps.jobs.unfinishedJobData(scrapeTaskJobName)).flatMap((data) =>
    'taskId' in data && typeof data.taskId === 'string' ? [data.taskId] : [],
  );
  return deps.db.transaction().execute(async (trx) => {
    const at = deps.now();
    const gone = await trx
      .selectFrom('scrape_tasks')
      .select(['id', 'site_id', 'name', 'created_by', 'revoke_requested'])
      .where('status', '=', 'STARTED')
      .where((eb) => (live.length > 0 ? eb.or([eb('id', 'not in', live), eb('heartbeat_at', '<', silentBefore(at))]) : eb.lit(true)))
      .orderBy('id')
      .forUpdate()
      .execute();
    for (const task of gone) {
      const result: ScrapeResult = { ...emptyScrapeResult(), stoppedBecause: task.revoke_requested ? 'revoked' : serverStoppedReason };
      await trx
        .updateTable('scrape_tasks')
        .set({ status: task.revoke_requested ? 'REVOKED' : 'FAILURE', result: JSON.stringify(result), finished_at: at })
        .where('id', '=', task.id)
        .execute();
      if (!task.revoke_requested) {
        await writeLog(trx, {
          siteId: task.site_id,
          userId: null,
          message: `Task ${task.id} failed: ${serverStoppedReason}`,
          logType: 'SCRAPE',
          at,
        });
        await notifyScrapeTaskEnded(trx, { siteId: task.site_id, name: task.name, startedBy: task.created_by, failed: true, at });
      }
    }
    return gone.map((task) => task.id);
  });
};
