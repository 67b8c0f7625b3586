import type * as v from 'valibot';
import type { writeLogBody } from '../../domain/api/log.schema';
import type { AppDeps, SessionUser } from '../appDeps';
import { requireSite } from '../sites/requireSite';
import { writeLog } from './writeLog';

/** POST /api/log: an entry the browser writes for a site (404 unknown site), with the site locked like any change. */
export const addLogEntry = (deps: AppDeps, user: SessionUser, entry: v.InferOutput<typeof writeLogBody>): Promise<{ id: number }> =>
  deps.db.transaction().execute(async (trx) => {
    await requireSite(trx, entry.fhid, { lock: true });
    return writeLog(trx, {
      siteId: entry.fhid,
      userId: user.id,
      message: entry.message,
      logType: entry.logType,
      mute: entry.mute,
      at: deps.now(),
    });
  });
