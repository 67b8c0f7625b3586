import dayjs from 'dayjs';
import type * as v from 'valibot';
import type { LaunchDateUpdated, updateLaunchDateBody } from '../../domain/api/launchSchedule.schema';
import {
  exceedsDailyCap,
  launchChangeCapability,
  launchChangeKind,
  launchMessages,
  validateLaunchChange,
} from '../../domain/launchSchedule/launchDateRules';
import { canScheduleLaunchFor } from '../../domain/launchSchedule/launchSchedulable';
import type { AppDeps, SessionUser } from '../appDeps';
import { assertCan } from '../http/authorize';
import { conflict, HttpError } from '../http/httpError';
import { notifyLaunchDateChange } from '../inbox/inboxTriggers';
import { writeLog } from '../log/writeLog';
import { applySiteEvent } from '../siteLifecycle/applySiteEvent';
import { requireSite } from '../sites/requireSite';
import { listLaunchHolidays, listLaunchReasons } from '../lookups/lookupQueries';
import { countLaunchesOn } from './launchCounts';
import { launchChangeLogMessage, launchNoteText, prettyLaunchDate } from './launchChangeWording';
import { lockLaunchDay } from './lockLaunchDay';

const ruleError = (field: string, message: string) => new HttpError(400, message, { field, reason: message });

/**
 * Schedule, reschedule or unschedule, decided by the old and the new date (part 1 §5, decisions.md
 * §4), in one transaction: the site row is locked, then the day, and the day's count is read under
 * that lock so concurrent bookings cannot both take the last place. Writes the date, a Launch note
 * when a reason or note is given, the log entry, and brings a Missed Launch site back to 100% Ready.
 */
export const updateLaunchDate = (
  deps: AppDeps,
  user: SessionUser,
  siteId: number,
  body: v.InferOutput<typeof updateLaunchDateBody>,
): Promise<LaunchDateUpdated> =>
  deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const today = dayjs(now).format('YYYY-MM-DD');
    const site = await requireSite(trx, siteId, { lock: true });
    const oldDate = site.scheduled_launch_date;
    const newDate = body.launchDate;
    // A missing date is a missing date unless the Unschedule modal asked to clear an existing one.
    if (newDate === null && (!body.allowNull || oldDate === null)) throw ruleError('launchDate', launchMessages.required);
    const kind = launchChangeKind(oldDate, newDate);
    assertCan(user, launchChangeCapability[kind]);
    if (!canScheduleLaunchFor(site.launcher_label)) throw conflict(`Cannot ${kind} a launch for a site in ${site.launcher_label}`);

    const reason = body.reason?.trim() || null;
    const note = body.note || null;
    const [problem] = validateLaunchChange({
      role: user.role,
      today,
      oldDate,
      newDate,
      allowNull: body.allowNull,
      reason,
      note,
      reasons: await listLaunchReasons(trx),
      companyHolidays: await listLaunchHolidays(trx),
    });
    if (problem) throw ruleError(problem.field, problem.message);

    if (newDate !== null) {
      await lockLaunchDay(trx, newDate);
      if (exceedsDailyCap(user.role, await countLaunchesOn(trx, newDate, site.id))) throw conflict(launchMessages.dailyCap);
    }

    await trx.updateTable('sites').set({ scheduled_launch_date: newDate }).where('id', '=', site.id).execute();
    if (reason || note) {
      await trx
        .insertInto('notes')
        .values({ site_id: site.id, user_id: user.id, type: 'Launch', note: launchNoteText(kind, reason, note), date_created: now })
        .execute();
    }
    const message = launchChangeLogMessage(kind, oldDate, newDate);
    await writeLog(trx, { siteId: site.id, userId: user.id, message, at: now });
    await notifyLaunchDateChange(trx, { siteId: site.id, message, actorId: user.id, at: now });

    let status = site.launcher_label;
    if (status === 'Missed Launch' && newDate !== null) {
      ({ to: status } = await applySiteEvent(trx, {
        siteId: site.id,
        event: 'RESCHEDULE',
        actor: { id: user.id, role: user.role },
        at: now,
      }));
    }
    return {
      id: site.id,
      kind,
      scheduled_launch_date: newDate,
      pretty_scheduled_launch_date: prettyLaunchDate(newDate),
      launcher_label: status,
    };
  });
