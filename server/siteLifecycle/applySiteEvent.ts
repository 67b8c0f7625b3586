import type { Kysely, Transaction } from 'kysely';
import type { LogType } from '../../domain/log/logTypes';
import type { SiteStatus } from '../../domain/siteStatus';
import { nextStatus } from '../../machines/siteLifecycle/nextStatus';
import type { ActorRole, LifecycleEventType } from '../../domain/siteLifecycle/siteLifecycleEvents';
import type { Database } from '../db/schema';
import { conflict, HttpError } from '../http/httpError';
import { notifyStatusChange } from '../inbox/inboxTriggers';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';
import { siteEventLog } from './siteEventLog';

interface SiteEventInput {
  siteId: number;
  event: LifecycleEventType;
  /** The person (or the daily job: id null, role 'system') sending the event. */
  actor: { id: number | null; role: ActorRole };
  /** Replaces the event's standard log message, e.g. 'Jane Doe assigned as designer'. */
  message?: string;
  logType?: LogType;
  /** The app clock (deps.now()); the database clock when omitted. */
  at?: Date;
}

export interface SiteEventResult {
  siteId: number;
  from: SiteStatus;
  to: SiteStatus;
  revisionsFrom: SiteStatus | null;
}

/**
 * The one way a lifecycle event changes a site: lock the row, ask the machine, write the new
 * status and its log entry. Runs inside the caller's transaction so callers (designer assignment,
 * launch scheduling) commit their own change with it. Throws 404 for an unknown site, 403 when
 * the actor's role may not send the event, 409 when the site's status does not allow it.
 */
export const applySiteEvent = async (trx: Transaction<Database>, input: SiteEventInput): Promise<SiteEventResult> => {
  const site = await requireSite(trx, input.siteId, { lock: true });
  const result = nextStatus(
    { status: site.launcher_label, revisionsFrom: site.revisions_from },
    { type: input.event, role: input.actor.role },
  );
  if (!result.ok) throw result.reason === 'role' ? new HttpError(403, result.message) : conflict(result.message);
  const at = input.at ?? new Date();
  await trx
    .updateTable('sites')
    .set({ launcher_label: result.status, revisions_from: result.revisionsFrom, latest_activity_at: at })
    .where('id', '=', site.id)
    .execute();
  const log = siteEventLog[input.event];
  await writeLog(trx, {
    siteId: site.id,
    userId: input.actor.id,
    message: input.message ?? log.message,
    logType: input.logType ?? log.logType,
    at,
  });
  await notifyStatusChange(trx, { siteId: site.id, from: site.launcher_label, to: result.status, actorId: input.actor.id, at });
  return { siteId: site.id, from: site.launcher_label, to: result.status, revisionsFrom: result.revisionsFrom };
};

/** One event in a transaction of its own: a status action, or the daily job's LAUNCH_MISSED. */
export const sendSiteEvent = (db: Kysely<Database>, input: SiteEventInput): Promise<SiteEventResult> =>
  db.transaction().execute((trx) => applySiteEvent(trx, input));
