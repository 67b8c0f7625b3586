import type { TaskRevoked } from '../../domain/api/scrapeTasks.schema';
import { isScrapeTaskFinished } from '../../domain/scrapeTasks/scrapeTaskStatus';
import type { AppDeps, SessionUser } from '../appDeps';
import { conflict, notFound } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import { emptyScrapeResult } from '../scraper/runScrape';
import { findScrapeTask } from './scrapeTaskQueries';
import { silentBefore } from './taskHeartbeat';

/**
 * POST /api/scrapiTasks/killTask: a task not yet running is REVOKED at once (its job finds it so
 * and does nothing); a running one is asked to stop, which it does before its next page, then
 * becomes REVOKED keeping what it saved. A STARTED task whose run has stopped beating (its process
 * died, docs/decisions/0370) has nobody to ask: it is REVOKED at once, keeping its records. A
 * finished task cannot be revoked (409). The log entry
 * 'Task {id} revoked' (SCRAPE) is written with the change.
 */
export const killTask = (deps: AppDeps, user: SessionUser, taskId: string): Promise<TaskRevoked> =>
  deps.db.transaction().execute(async (trx) => {
    const task = await findScrapeTask(trx, taskId, { lock: true });
    if (!task) throw notFound('Task');
    if (isScrapeTaskFinished(task.status)) throw conflict(`Task ${taskId} already finished (${task.status})`);
    const now = deps.now();
    const running = task.status === 'STARTED' && !(task.heartbeat_at !== null && task.heartbeat_at < silentBefore(now));
    const status = running ? 'STARTED' : 'REVOKED';
    await trx
      .updateTable('scrape_tasks')
      .set(
        status === 'REVOKED'
          ? {
              status,
              revoke_requested: true,
              finished_at: now,
              result: JSON.stringify({ ...emptyScrapeResult(), stoppedBecause: 'revoked' }),
            }
          : { revoke_requested: true },
      )
      .where('id', '=', taskId)
      .execute();
    await writeLog(trx, { siteId: task.site_id, userId: user.id, message: `Task ${taskId} revoked`, logType: 'SCRAPE', at: now });
    return { taskId, status };
  });
