import type { Kysely } from 'kysely';
import type { StreamedRecord } from '../../domain/api/scrapeRecords.schema';
import type { ScrapeResult } from '../../domain/api/scrapeTasks.schema';
import { recordKindsOf } from '../../domain/scrapeTasks/scrapeJobTypes';
import type { ScrapeTaskStatus } from '../../domain/scrapeTasks/scrapeTaskStatus';
import { scrapeFinishedItemId } from '../../domain/siteChecklist/checklistItemIds';
import type { Database } from '../db/schema';
import type { AppDeps } from '../http/appEnv';
import { writeLog } from '../log/writeLog';
import { saveScrapeRecord } from '../scrapeRecords/saveScrapeRecord';
import { familyFor } from '../scraper/families/families';
import type { HostPacer } from '../scraper/hostPacer';
import { emptyScrapeResult, runScrape, ScrapeFailedError } from '../scraper/runScrape';
import { scraperSettingsFrom } from '../scraper/scraperSettings';

const finish = async (db: Kysely<Database>, taskId: string, status: ScrapeTaskStatus, result: ScrapeResult, at: Date) =>
  db.updateTable('scrape_tasks').set({ status, result: JSON.stringify(result), finished_at: at }).where('id', '=', taskId).execute();

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
    await writeLog(trx, { siteId, userId: null, message: `obituaries scrape finished: ${result.recordsSaved} records saved (${result.new} new)`, logType: 'SCRAPE', at });
  });

/**
 * The scrape-task job (decisions.md §7): claims the task (PENDING or RECEIVED and not revoked
 * becomes STARTED; anything else means a revoke came first and nothing runs), reads the old site,
 * saves and publishes each record on records:{organization_id} as it goes, checks for a revoke
 * before every page, and ends SUCCESS, REVOKED or FAILURE with what it did.
 */
export const runScrapeTask = async (deps: AppDeps, taskId: string, pacer?: HostPacer): Promise<ScrapeTaskStatus | null> => {
  const task = await deps.db
    .updateTable('scrape_tasks')
    .set({ status: 'STARTED', started_at: deps.now() })
    .where('id', '=', taskId)
    .where('status', 'in', ['PENDING', 'RECEIVED'])
    .where('revoke_requested', '=', false)
    .returningAll()
    .executeTakeFirst();
  if (!task) return null;
  const kwargs = task.kwargs as { url: string; provider: string; start_page: number | null; end_page: number | null };
  const channel = `records:${task.organization_id}` as const;
  try {
    const outcome = await runScrape(
      {
        host: kwargs.url,
        family: familyFor(kwargs.provider),
        kinds: recordKindsOf(task.job_type),
        startPage: kwargs.start_page,
        endPage: kwargs.end_page,
      },
      scraperSettingsFrom(deps.config),
      {
        shouldStop: async () =>
          (await deps.db.selectFrom('scrape_tasks').select('revoke_requested').where('id', '=', taskId).executeTakeFirstOrThrow()).revoke_requested,
        saveRecord: async (kind, sourceUrl, record) => {
          const outcome = await saveScrapeRecord(deps.db, { siteId: task.site_id, taskId, kind, sourceUrl, record });
          const streamed: StreamedRecord = { taskId, kind, name: record.name, source_url: sourceUrl, created: outcome === 'new' };
          deps.live.publish(channel, 'record', streamed);
          return outcome;
        },
      },
      pacer,
    );
    const status = outcome.revoked ? 'REVOKED' : 'SUCCESS';
    await finish(deps.db, taskId, status, outcome.result, deps.now());
    if (status === 'SUCCESS' && recordKindsOf(task.job_type).includes('obituary')) await tickScrapeFinished(deps, task.site_id, outcome.result);
    return status;
  } catch (error) {
    if (!(error instanceof ScrapeFailedError)) {
      await finish(deps.db, taskId, 'FAILURE', { ...emptyScrapeResult(), stoppedBecause: 'internal error' }, deps.now());
      throw error;
    }
    await finish(deps.db, taskId, 'FAILURE', error.result, deps.now());
    return 'FAILURE';
  }
};
