import type * as v from 'valibot';
import type { createRevisionBody, Revision } from '../../domain/api/revisions.schema';
import { defaultRevisionStatus, effectiveNewRevisionStatus, initialRevisionVerified } from '../../domain/revisions/revisionRules';
import type { AppDeps, SessionUser } from '../appDeps';
import { notifyMentions, notifyRevisionLogged } from '../inbox/inboxTriggers';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';
import { getRevision } from './revisionQueries';

/**
 * POST /api/siteRevisions: a new revision and its log entry in one transaction. Its status and
 * verified flag follow the caller's role and the site's status (domain/revisions/revisionRules.ts).
 */
export const logRevision = (deps: AppDeps, user: SessionUser, request: v.InferOutput<typeof createRevisionBody>): Promise<Revision> =>
  deps.db.transaction().execute(async (trx) => {
    const site = await requireSite(trx, request.fhid, { lock: true });
    const status = effectiveNewRevisionStatus(user.role, request.status ?? defaultRevisionStatus(user.role, site.launcher_label));
    const now = deps.now();
    const { id } = await trx
      .insertInto('site_revisions')
      .values({
        site_id: site.id,
        issue: request.issue,
        severity: request.severity,
        status,
        verified: initialRevisionVerified(user.role),
        user_id: user.id,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLog(trx, { siteId: site.id, userId: user.id, message: 'Revision logged', logType: 'OTHER', at: now });
    await notifyRevisionLogged(trx, { siteId: site.id, issue: request.issue, actorId: user.id, at: now });
    await notifyMentions(trx, {
      siteId: site.id,
      text: request.issue,
      mentions: request.mentions,
      where: 'revision',
      actorId: user.id,
      at: now,
    });
    return getRevision(trx, id);
  });
