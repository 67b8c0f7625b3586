import type { Revision } from '../../domain/api/revisions.schema';
import { flagsAfterMarkFixed } from '../../domain/revisions/revisionRules';
import type { AppDeps, SessionUser } from '../appDeps';
import { notifyRevisionFixed } from '../inbox/inboxTriggers';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';
import { getRevision, lockRevision } from './revisionQueries';

/** Verified with who verified it and when; unverifying clears both. */
const verifiedColumns = (verified: boolean, userId: number, at: Date) => ({
  verified,
  verified_by: verified ? userId : null,
  verified_at: verified ? at : null,
});

/** POST /api/siteRevisions/markFixed: fixed (and, for care, verified with it) and the log entry, in one transaction. */
export const markRevisionFixed = (
  deps: AppDeps,
  user: SessionUser,
  request: { issueId: number; fhid: number; fixed: boolean },
): Promise<Revision> =>
  deps.db.transaction().execute(async (trx) => {
    await requireSite(trx, request.fhid);
    const revision = await lockRevision(trx, request.issueId, request.fhid);
    const flags = flagsAfterMarkFixed(user.role, revision, request.fixed);
    const now = deps.now();
    await trx
      .updateTable('site_revisions')
      .set({
        fixed: flags.fixed,
        fixed_by: flags.fixed ? user.id : null,
        fixed_at: flags.fixed ? now : null,
        updated_at: now,
        ...(flags.verified !== revision.verified ? verifiedColumns(flags.verified, user.id, now) : {}),
      })
      .where('id', '=', revision.id)
      .execute();
    const message = flags.fixed ? 'Revision marked fixed' : 'Revision marked not fixed';
    await writeLog(trx, { siteId: revision.site_id, userId: user.id, message, logType: 'OTHER', at: now });
    if (flags.fixed && !revision.fixed)
      await notifyRevisionFixed(trx, { siteId: revision.site_id, issue: revision.issue, actorId: user.id, at: now });
    return getRevision(trx, revision.id);
  });

/** POST /api/siteRevisions/markVerified: verified or not, and the log entry, in one transaction. */
export const markRevisionVerified = (
  deps: AppDeps,
  user: SessionUser,
  request: { issueId: number; fhid: number; verified: boolean },
): Promise<Revision> =>
  deps.db.transaction().execute(async (trx) => {
    await requireSite(trx, request.fhid);
    const revision = await lockRevision(trx, request.issueId, request.fhid);
    const now = deps.now();
    await trx
      .updateTable('site_revisions')
      .set({ ...verifiedColumns(request.verified, user.id, now), updated_at: now })
      .where('id', '=', revision.id)
      .execute();
    const message = request.verified ? 'Revision verified' : 'Revision marked not verified';
    await writeLog(trx, { siteId: revision.site_id, userId: user.id, message, logType: 'OTHER', at: now });
    return getRevision(trx, revision.id);
  });
