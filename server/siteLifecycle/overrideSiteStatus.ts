import type { Kysely } from 'kysely';
import type { LogType } from '../../domain/log/logTypes';
import type { SiteStatus } from '../../domain/siteStatus';
import type { Database } from '../db/schema';
import { conflict } from '../http/httpError';
import { notifyStatusChange } from '../inbox/inboxTriggers';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';
import type { SiteEventResult } from './applySiteEvent';

/** The log types the matrix events use for the same statuses, so an override files under the same heading. */
const overrideLogType: Partial<Record<SiteStatus, LogType>> = {
  'Pre-Staging QA': 'IN_REVIEW',
  Staged: 'STAGE',
  Live: 'GO_LIVE',
};

/**
 * Admin's direct status change (decisions.md §3): bypasses the machine, logged as an override.
 * Setting Revisions Needed remembers the status it came from, as the machine would.
 */
export const overrideSiteStatus = (
  db: Kysely<Database>,
  input: { siteId: number; status: SiteStatus; userId: number; at?: Date },
): Promise<SiteEventResult> =>
  db.transaction().execute(async (trx) => {
    const site = await requireSite(trx, input.siteId, { lock: true });
    const from = site.launcher_label;
    if (from === input.status) throw conflict(`The site is already in ${from}`);
    const revisionsFrom = input.status === 'Revisions Needed' ? from : null;
    const at = input.at ?? new Date();
    await trx
      .updateTable('sites')
      .set({ launcher_label: input.status, revisions_from: revisionsFrom, latest_activity_at: at })
      .where('id', '=', site.id)
      .execute();
    await writeLog(trx, {
      siteId: site.id,
      userId: input.userId,
      message: `Status changed from ${from} to ${input.status} (override)`,
      logType: overrideLogType[input.status] ?? 'OTHER',
      at,
    });
    await notifyStatusChange(trx, { siteId: site.id, from, to: input.status, actorId: input.userId, at });
    return { siteId: site.id, from, to: input.status, revisionsFrom };
  });
