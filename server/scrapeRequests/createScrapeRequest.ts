import type { CreateScrapeRequestBody, ScrapeRequestRow } from '../../domain/api/scrapeRequests.schema';
import { mayRequestScrapeType, scrapeRequestTypeLabels } from '../../domain/scrapeRequests/scrapeRequestTypes';
import { scrapeStartedItemId } from '../../domain/siteChecklist/checklistItemIds';
import type { AppDeps, SessionUser } from '../appDeps';
import { HttpError } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';
import { requireScrapeRequestRow } from './scrapeRequestQueries';

/**
 * POST /api/scrapeRequest/{siteId}/create: the request, the tick of checklist item 195 'Scrape
 * started' (part 1 §2's Info icon) and a SCRAPE log entry, in one transaction. The tick is the
 * system's doing, not the requester's checklist permission: a designer may request a scrape
 * without being allowed to tick the launch checklist. An item already ticked keeps who ticked it.
 */
export const createScrapeRequest = async (
  deps: AppDeps,
  user: SessionUser,
  siteId: number,
  request: CreateScrapeRequestBody,
): Promise<ScrapeRequestRow> => {
  if (!mayRequestScrapeType(user.role, request.type)) throw new HttpError(403, `Your role may not request an ${request.type} scrape`);
  const now = deps.now();
  const id = await deps.db.transaction().execute(async (trx) => {
    const site = await requireSite(trx, siteId, { lock: true });
    const created = await trx
      .insertInto('scrape_requests')
      .values({ site_id: site.id, type: request.type, url: request.url, note: request.note, requested_by: user.id, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    // From the catalogue row, so a database without the checklist catalogue (never seeded) still
    // takes the request.
    await trx
      .insertInto('site_checklist_ticks')
      .columns(['site_id', 'item_id', 'checked', 'user_id', 'checked_at'])
      .expression((eb) =>
        eb
          .selectFrom('checklist_items')
          .select([
            eb.val(site.id).as('site_id'),
            'id as item_id',
            eb.lit(true).as('checked'),
            eb.val(user.id).as('user_id'),
            eb.val(now).as('checked_at'),
          ])
          .where('id', '=', scrapeStartedItemId),
      )
      .onConflict((oc) =>
        oc
          .columns(['site_id', 'item_id'])
          .doUpdateSet({ checked: true, user_id: user.id, checked_at: now })
          .where('site_checklist_ticks.checked', '=', false),
      )
      .execute();
    await writeLog(trx, {
      siteId: site.id,
      userId: user.id,
      message: `${scrapeRequestTypeLabels[request.type]} scrape requested`,
      logType: 'SCRAPE',
      at: now,
    });
    return created.id;
  });
  return requireScrapeRequestRow(deps.db, id);
};
