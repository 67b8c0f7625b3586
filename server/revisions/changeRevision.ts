import type * as v from 'valibot';
import type { Revision, updateRevisionBody } from '../../domain/api/revisions.schema';
import { mayChooseRevisionStatus, mayDeleteRevision, mayEditRevision } from '../../domain/revisions/revisionRules';
import type { AppDeps, SessionUser } from '../appDeps';
import { forbidden } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import { getRevision, lockRevision } from './revisionQueries';

/** POST /api/siteRevisions/update: its author or admin (403 otherwise); the change and its log entry in one transaction. */
export const updateRevision = (deps: AppDeps, user: SessionUser, request: v.InferOutput<typeof updateRevisionBody>): Promise<Revision> =>
  deps.db.transaction().execute(async (trx) => {
    const revision = await lockRevision(trx, request.issueId);
    if (!mayEditRevision(user, revision.user_id)) throw forbidden('edit this revision');
    const now = deps.now();
    await trx
      .updateTable('site_revisions')
      .set({
        issue: request.issue,
        severity: request.severity,
        // Only admin and care set statuses; an author without that right keeps the stored one.
        status: mayChooseRevisionStatus(user.role) ? request.status : revision.status,
        updated_at: now,
      })
      .where('id', '=', revision.id)
      .execute();
    await writeLog(trx, { siteId: revision.site_id, userId: user.id, message: 'Revision updated', logType: 'OTHER', at: now });
    return getRevision(trx, revision.id);
  });

/** POST /api/siteRevisions/delete: its author or admin (403 otherwise); logged in the same transaction. */
export const deleteRevision = (deps: AppDeps, user: SessionUser, revisionId: number): Promise<void> =>
  deps.db.transaction().execute(async (trx) => {
    const revision = await lockRevision(trx, revisionId);
    if (!mayDeleteRevision(user, revision.user_id)) throw forbidden('delete this revision');
    await trx.deleteFrom('site_revisions').where('id', '=', revision.id).execute();
    await writeLog(trx, { siteId: revision.site_id, userId: user.id, message: 'Revision deleted', logType: 'OTHER', at: deps.now() });
  });
