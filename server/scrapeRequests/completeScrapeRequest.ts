import type { MarkScrapeRequestCompleteBody, ScrapeRequestRow } from '../../domain/api/scrapeRequests.schema';
import { scrapeRequestTypeLabels } from '../../domain/scrapeRequests/scrapeRequestTypes';
import type { AppDeps, SessionUser } from '../appDeps';
import { conflict, notFound } from '../http/httpError';
import { notifyScrapeRequestCompleted } from '../inbox/inboxTriggers';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';
import { requireScrapeRequestRow } from './scrapeRequestQueries';

/**
 * POST /api/scrapeRequest/{requestId}/markComplete: the request becomes complete with who, when
 * and the additional note, and a SCRAPE log entry on its site says so, in one transaction. The
 * body's type and requester must be the stored ones (409 otherwise): they are what the row showed.
 */
export const completeScrapeRequest = async (
  deps: AppDeps,
  user: SessionUser,
  requestId: number,
  request: MarkScrapeRequestCompleteBody,
): Promise<ScrapeRequestRow> => {
  const shown = await requireScrapeRequestRow(deps.db, requestId);
  if (shown.type !== request.type || (request.requestedBy !== null && shown.requested_by !== request.requestedBy)) {
    throw conflict(`Scrape request ${requestId} is a ${shown.type} scrape requested by ${shown.requested_by ?? 'a former user'}`);
  }
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    // The site first, as every change of a site locks it: the request's row is then read under it.
    await requireSite(trx, shown.fhid, { lock: true });
    const stored = await trx
      .selectFrom('scrape_requests')
      .select(['completed', 'requested_by'])
      .where('id', '=', requestId)
      .forUpdate()
      .executeTakeFirst();
    if (!stored) throw notFound('Scrape request');
    if (stored.completed) throw conflict(`Scrape request ${requestId} is already complete`);
    await trx
      .updateTable('scrape_requests')
      .set({ completed: true, completed_at: now, completed_by: user.id, additional_note: request.additionalNote })
      .where('id', '=', requestId)
      .execute();
    const label = scrapeRequestTypeLabels[shown.type];
    const message =
      request.additionalNote === ''
        ? `${label} scrape marked as complete`
        : `${label} scrape marked as complete: ${request.additionalNote}`;
    await writeLog(trx, { siteId: shown.fhid, userId: user.id, message, logType: 'SCRAPE', at: now });
    await notifyScrapeRequestCompleted(trx, { siteId: shown.fhid, label, requestedBy: stored.requested_by, actorId: user.id, at: now });
  });
  return requireScrapeRequestRow(deps.db, requestId);
};
