import { Hono } from 'hono';
import {
  createRevisionBody,
  deleteRevisionBody,
  listRevisionsQuery,
  markRevisionFixedBody,
  markRevisionVerifiedBody,
  updateRevisionBody,
} from '../../domain/api/revisions.schema';
import {
  defaultRevisionStatus,
  effectiveNewRevisionStatus,
  flagsAfterMarkFixed,
  initialRevisionVerified,
  mayChooseRevisionStatus,
  mayDeleteRevision,
  mayEditRevision,
} from '../../domain/revisions/revisionRules';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { requireCapability } from '../http/authorize';
import { forbidden } from '../http/httpError';
import { readJson, readQuery } from '../http/validate';
import { writeLog } from '../log/writeLog';
import { getRevision, listSiteRevisions, lockRevision, requireSite } from '../revisions/revisionQueries';

/** Verified with who verified it and when; unverifying clears both. */
const verifiedColumns = (verified: boolean, userId: number, at: Date) => ({
  verified,
  verified_by: verified ? userId : null,
  verified_at: verified ? at : null,
});

/** /api/siteRevisions: revisions (QA issues) of a site, part 2 §7, authorised by decisions.md §2. */
export const revisionsRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>();
  const { db } = deps;

  routes.get('/', async (c) => {
    const { fhid } = readQuery(c, listRevisionsQuery);
    await requireSite(db, fhid);
    return c.json(await listSiteRevisions(db, fhid));
  });

  routes.post('/', requireCapability('logRevision'), async (c) => {
    const user = c.get('user');
    const body = await readJson(c, createRevisionBody);
    const created = await db.transaction().execute(async (trx) => {
      const site = await requireSite(trx, body.fhid);
      const status = effectiveNewRevisionStatus(user.role, body.status ?? defaultRevisionStatus(user.role, site.launcher_label));
      const now = deps.now();
      const { id } = await trx
        .insertInto('site_revisions')
        .values({
          site_id: site.id,
          issue: body.issue,
          severity: body.severity,
          status,
          verified: initialRevisionVerified(user.role),
          user_id: user.id,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeLog(trx, { siteId: site.id, userId: user.id, message: 'Revision logged', logType: 'OTHER', at: now });
      return getRevision(trx, id);
    });
    return c.json(created, 201);
  });

  routes.post('/markFixed', requireCapability('markRevisionFixed'), async (c) => {
    const user = c.get('user');
    const body = await readJson(c, markRevisionFixedBody);
    const updated = await db.transaction().execute(async (trx) => {
      await requireSite(trx, body.fhid);
      const revision = await lockRevision(trx, body.issueId, body.fhid);
      const flags = flagsAfterMarkFixed(user.role, revision, body.fixed);
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
      return getRevision(trx, revision.id);
    });
    return c.json(updated);
  });

  routes.post('/markVerified', requireCapability('verifyRevision'), async (c) => {
    const user = c.get('user');
    const body = await readJson(c, markRevisionVerifiedBody);
    const updated = await db.transaction().execute(async (trx) => {
      await requireSite(trx, body.fhid);
      const revision = await lockRevision(trx, body.issueId, body.fhid);
      const now = deps.now();
      await trx
        .updateTable('site_revisions')
        .set({
          ...verifiedColumns(body.verified, user.id, now),
          updated_at: now,
        })
        .where('id', '=', revision.id)
        .execute();
      const message = body.verified ? 'Revision verified' : 'Revision marked not verified';
      await writeLog(trx, { siteId: revision.site_id, userId: user.id, message, logType: 'OTHER', at: now });
      return getRevision(trx, revision.id);
    });
    return c.json(updated);
  });

  routes.post('/update', async (c) => {
    const user = c.get('user');
    const body = await readJson(c, updateRevisionBody);
    const updated = await db.transaction().execute(async (trx) => {
      const revision = await lockRevision(trx, body.issueId);
      if (!mayEditRevision(user, revision.user_id)) throw forbidden('edit this revision');
      const now = deps.now();
      await trx
        .updateTable('site_revisions')
        .set({
          issue: body.issue,
          severity: body.severity,
          // Only admin and care set statuses; an author without that right keeps the stored one.
          status: mayChooseRevisionStatus(user.role) ? body.status : revision.status,
          updated_at: now,
        })
        .where('id', '=', revision.id)
        .execute();
      await writeLog(trx, { siteId: revision.site_id, userId: user.id, message: 'Revision updated', logType: 'OTHER', at: now });
      return getRevision(trx, revision.id);
    });
    return c.json(updated);
  });

  routes.post('/delete', async (c) => {
    const user = c.get('user');
    const body = await readJson(c, deleteRevisionBody);
    await db.transaction().execute(async (trx) => {
      const revision = await lockRevision(trx, body.issueId);
      if (!mayDeleteRevision(user, revision.user_id)) throw forbidden('delete this revision');
      await trx.deleteFrom('site_revisions').where('id', '=', revision.id).execute();
      await writeLog(trx, { siteId: revision.site_id, userId: user.id, message: 'Revision deleted', logType: 'OTHER', at: deps.now() });
    });
    return c.json({ id: body.issueId });
  });

  return routes;
};
