import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import type { ScrapeStarted, startScrapeBody } from '../../domain/api/scrapeTasks.schema';
import { cleanScrapeUrl, startScrapeProblem } from '../../domain/scrapeTasks/startScrapeRules';
import type { AppDeps, SessionUser } from '../appDeps';
import { HttpError } from '../http/httpError';
import { scrapeTaskJobName } from '../jobs/scrapeTask.job';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';

/**
 * POST /api/scrapiTasks/startScrape: the task is written PENDING with its log entry
 * ('{jobType} scrape started', SCRAPE), then queued and RECEIVED. A scheduledTime in the future
 * queues it to start then (it waits as RECEIVED). The status moves on to RECEIVED only from
 * PENDING, because a quick worker may already have started it.
 */
export const startScrape = async (
  deps: AppDeps,
  user: SessionUser,
  body: v.InferOutput<typeof startScrapeBody>,
): Promise<ScrapeStarted> => {
  const problem = startScrapeProblem(body);
  if (problem) throw new HttpError(400, problem.message, { field: problem.field, reason: problem.message });
  const now = deps.now();
  const scheduledAt = body.scheduledTime ? new Date(body.scheduledTime) : null;
  const later = scheduledAt !== null && scheduledAt.getTime() > now.getTime();
  const taskId = randomUUID();
  const kwargs = {
    scheduled_time: (scheduledAt ?? now).toISOString(),
    start_page: body.startPage,
    end_page: body.endPage,
    url: cleanScrapeUrl(body.url),
    provider: body.provider,
    legacy_fhid: body.legacyFhid,
    organization_id: body.organizationId,
    job_type: body.jobType,
  };
  await deps.db.transaction().execute(async (trx) => {
    const site = await requireSite(trx, body.legacyFhid!, { lock: true });
    await trx
      .insertInto('scrape_tasks')
      .values({
        id: taskId,
        site_id: site.id,
        organization_id: body.organizationId,
        name: later ? 'low_priority_scrape' : 'high_priority_scrape',
        job_type: body.jobType,
        kwargs: JSON.stringify(kwargs),
        scheduled_time: scheduledAt,
        created_by: user.id,
        created_at: now,
      })
      .execute();
    await writeLog(trx, { siteId: site.id, userId: user.id, message: `${body.jobType} scrape started`, logType: 'SCRAPE', at: now });
  });
  await deps.jobs.send(scrapeTaskJobName, { taskId }, later ? { startAfter: scheduledAt } : {});
  await deps.db.updateTable('scrape_tasks').set({ status: 'RECEIVED' }).where('id', '=', taskId).where('status', '=', 'PENDING').execute();
  return { taskId };
};
