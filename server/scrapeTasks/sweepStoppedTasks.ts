import type { ScrapeResult } from '../../domain/api/scrapeTasks.schema';
import type { AppDeps } from '../http/appEnv';
import { scrapeTaskJobName } from '../jobs/scrapeTask.job';
import { writeLog } from '../log/writeLog';
import { emptyScrapeResult } from '../scraper/runScrape';

/** Why a swept task stopped: its result and its log entry say it (docs/decisions/0211). */
const serverStoppedReason = 'the server stopped mid-run';

/**
 * A task is STARTED only while a job runs it. One left STARTED with no job waiting or running for
 * it, on any instance (a crash, a shutdown that cut the run, a run pg-boss expired), becomes
 * FAILURE with what it is known to have done (its records stay) and a log entry
 * 'Task {id} failed: the server stopped mid-run' (SCRAPE). The jobs are read from the queue first:
 * a job's state only moves on, so a task whose job is live at that read is never touched, and one
 * that finishes meanwhile is no longer STARTED when the update runs.
 */
export const sweepStoppedTasks = async (deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>): Promise<string[]> => {
  const live = (await deps.jobs.unfinishedJobData(scrapeTaskJobName)).flatMap((data) =>
    'taskId' in data && typeof data.taskId === 'string' ? [data.taskId] : [],
  );
  const result: ScrapeResult = { ...emptyScrapeResult(), stoppedBecause: serverStoppedReason };
  return deps.db.transaction().execute(async (trx) => {
    const at = deps.now();
    let stopped = trx.updateTable('scrape_tasks').set({ status: 'FAILURE', result: JSON.stringify(result), finished_at: at }).where('status', '=', 'STARTED');
    if (live.length > 0) stopped = stopped.where('id', 'not in', live);
    const swept = await stopped.returning(['id', 'site_id']).execute();
    for (const task of swept) {
      await writeLog(trx, { siteId: task.site_id, userId: null, message: `Task ${task.id} failed: ${serverStoppedReason}`, logType: 'SCRAPE', at });
    }
    return swept.map((task) => task.id);
  });
};
