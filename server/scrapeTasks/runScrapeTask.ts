import type { Kysely } from 'kysely';
import type { StreamedRecord } from '../../domain/api/scrapeRecords.schema';
import type { ScrapeResult } from '../../domain/api/scrapeTasks.schema';
import { recordKindsOf } from '../../domain/scrapeTasks/scrapeJobTypes';
import type { ScrapeTaskStatus } from '../../domain/scrapeTasks/scrapeTaskStatus';
import { scrapeFinishedItemId } from '../../domain/siteChecklist/checklistItemIds';
import type { Database } from '../db/schema';
import type { AppDeps } from '../appDeps';
import { notifyScrapeTaskEnded } from '../inbox/inboxTriggers';
import { writeLog } from '../log/writeLog';
import { saveScrapeRecord } from '../scrapeRecords/saveScrapeRecord';
import { familyOfProvider } from '../scraper/families/families';
import type { HostPacer } from '../scraper/hostPacer';
import { emptyScrapeResult, runScrape, ScrapeFailedError } from '../scraper/runScrape';
import { scraperSettingsFrom } from '../scraper/scraperSettings';
import { whileBeating } from './taskHeartbeat';

/**
 * Only a task still STARTED is finished (true): one the sweep failed meanwhile keeps its FAILURE.
 * Whoever started it is told in the same transaction when it succeeded or failed.
 */
const finish = (db: Kysely<Database>, taskId: string, status: ScrapeTaskStatus, result: ScrapeResult, at: Date): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const task = await trx
      .updateTable('scrape_tasks')
      .set({ status, result: JSON.stringify(result), finished_at: at })
      .where('id', '=', taskId)
      .where('status', '=', 'STARTED')
      .returning(['id', 'site_id', 'name', 'created_by'])
      .executeTakeFirst();
    if (!task) return false;
    if (status !== 'REVOKED')
      await notifyScrapeTaskEnded(trx, {
        siteId: task.site_id,
        name: task.name,
        startedBy: task.created_by,
        failed: status === 'FAILURE',
        at,
      });
    return true;
  });

/**
 * An obituaries (or full-site) scrape that succeeded ticks item 190 'Scrape finished' for the
 * site (decisions.md §5), by the system, with its log entry in the same transaction.
 */
const tickScrapeFinished = (deps: AppDeps, siteId: number, result: ScrapeResult) =>
  deps.db.transaction().execute(async (trx) => {
    const at = deps.now();
    await trx
      .insertInto('site_checklist_ticks')
      .values({ site_id: siteId, item_id: scrapeFinishedItemId, checked: true, user_id: null, checked_at: at })
      .onConflict((oc) => oc.columns(['site_id', 'item_id']).doUpdateSet({ checked: true, user_id: null, checked_at: at }))
      .execute();
    await writeLog(trx, {
      siteId,
      userId: null,
      message: `obituaries scrape finished: ${result.recordsSaved} records saved (${result.new} new)`,
      logType: 'SCRAPE',
      at,
    });
  });

/**
 * The scrape-task job (decisions.md §7): claims the task (PENDING or RECEIVED and not revoked
 * becomes STARTED; anything else means a revoke came first and nothing runs), reads the old site,
 * saves and publishes each record on records:{organization_id} as it goes, checks for a revoke
 * (or the sweep's FAILURE, docs/decisions/0211) before every page, and ends SUCCESS, REVOKED or
 * FAILURE with what it did; null when it did not run or the sweep had failed the task. While it
 * runs it beats (heartbeat_at), so a run that died with its process is found (docs/decisions/0370).
 */
export const runScrapeTask = async (deps: AppDeps, taskId: string, pacer?: HostPacer): Promise<ScrapeTaskStatus | null> => {
  const claimedAt = deps.now();
  const task = await deps.db
    .updateTable('scrape_tasks')
    .set({ status: 'STARTED', started_at: claimedAt, heartbeat_at: claimedAt })
    .where('id', '=', taskId)
    .where('status', 'in', ['PENDING', 'RECEIVED'])
    .where('revoke_requested', '=', false)
    .returningAll()
    .executeTakeFirst();
  if (!task) return null;
  const kwargs = task.kwargs as { url: string; provider: string; start_page: number | null; end_page: number | null };
  const channel = `records:${task.organization_id}` as const;
  const beat = () =>
    deps.db
      .updateTable('scrape_tasks')
      .set({ heartbeat_at: deps.now() })
      .where('id', '=', taskId)
      .where('status', '=', 'STARTED')
      .execute();
  try {
    const family = await familyOfProvider(deps.db, kwargs.provider);
    const outcome = await whileBeating(beat, () =>
      runScrape(
        {
          host: kwargs.url,
          family,
          kinds: recordKindsOf(task.job_type),
          startPage: kwargs.start_page,
          endPage: kwargs.end_page,
        },
        scraperSettingsFrom(deps.config),
        {
          // A revoke, or the sweep having ended the task (its job given up, or its beats missed), stops the run.
          shouldStop: async () => {
            const current = await deps.db
              .selectFrom('scrape_tasks')
              .select(['revoke_requested', 'status'])
              .where('id', '=', taskId)
              .executeTakeFirstOrThrow();
            return current.revoke_requested || current.status !== 'STARTED';
          },
          saveRecord: async (kind, sourceUrl, record) => {
            const outcome = await saveScrapeRecord(deps.db, { siteId: task.site_id, taskId, kind, sourceUrl, record });
            const streamed: StreamedRecord = { taskId, kind, name: record.name, source_url: sourceUrl, created: outcome === 'new' };
            deps.live.publish(channel, 'record', streamed);
            return outcome;
          },
        },
        pacer,
      ),
    );
    const status = outcome.revoked ? 'REVOKED' : 'SUCCESS';
    if (!(await finish(deps.db, taskId, status, outcome.result, deps.now()))) return null;
    if (status === 'SUCCESS' && recordKindsOf(task.job_type).includes('obituary'))
      await tickScrapeFinished(deps, task.site_id, outcome.result);
    return status;
  } catch (error) {
    if (!(error instanceof ScrapeFailedError)) {
      await finish(deps.db, taskId, 'FAILURE', { ...emptyScrapeResult(), stoppedBecause: 'internal error' }, deps.now());
      throw error;
    }
    return (await finish(deps.db, taskId, 'FAILURE', error.result, deps.now())) ? 'FAILURE' : null;
  }
};
