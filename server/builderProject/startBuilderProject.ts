import type { BuilderProjectStarted, CreateBuilderProjectBody } from '../../domain/api/builderProject.schema';
import type { AppDeps, SessionUser } from '../appDeps';
import { conflict, HttpError } from '../http/httpError';
import { requireSite } from '../sites/requireSite';
import { isUniqueViolation } from '../db/uniqueViolation';

const runningProjectOf = (db: AppDeps['db'], siteId: number) =>
  db.selectFrom('builder_projects').select('id').where('site_id', '=', siteId).where('status', '=', 'running').executeTakeFirst();

/**
 * POST /api/sites/create/{id} (part 2 §2.5): one builder project per site. A create while one
 * runs joins it (its launchId is answered); a site that has a builder project already is a 409,
 * as is a hosted-obituary site (it has none). The template must be one the builder offers (400).
 * The partial unique index of migration 0010 catches a racing create that slipped past the check.
 */
export const startBuilderProject = async (
  deps: Pick<AppDeps, 'db' | 'integrations' | 'now'>,
  user: SessionUser,
  siteId: number,
  body: CreateBuilderProjectBody,
): Promise<BuilderProjectStarted> => {
  const site = await requireSite(deps.db, siteId);
  if (site.duda_id) throw conflict(`${site.name} already has a Duda project (${site.duda_id})`);
  const running = await runningProjectOf(deps.db, siteId);
  if (running) return { launchId: running.id, joined: true };
  if (site.hosted_obit_site) throw conflict(`${site.name} is a hosted obituary site and has no Duda project`);

  const templates = await deps.integrations.builder.listTemplates();
  if (!templates.some((template) => template.template_id === body.template)) {
    throw new HttpError(400, `Invalid template: no template ${body.template}`, {
      field: 'template',
      reason: `no template ${body.template}`,
      fields: ['template'],
    });
  }
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const locked = await requireSite(trx, siteId, { lock: true });
      if (locked.duda_id) throw conflict(`${locked.name} already has a Duda project (${locked.duda_id})`);
      const joined = await runningProjectOf(trx, siteId);
      if (joined) return { launchId: joined.id, joined: true };
      const used = await trx.selectFrom('builder_projects').select('id').where('id', '=', body.launchId).executeTakeFirst();
      if (used) throw conflict('This launchId was used for another create; send a new one');
      await trx
        .insertInto('builder_projects')
        .values({ id: body.launchId, site_id: siteId, template_id: body.template, started_by: user.id, started_at: deps.now() })
        .execute();
      return { launchId: body.launchId, joined: false };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await runningProjectOf(deps.db, siteId);
    if (!winner) throw error;
    return { launchId: winner.id, joined: true };
  }
};

/** GET /api/builderProjects/{launchId}. */
export const builderProjectStateOf = async (db: AppDeps['db'], launchId: string) => {
  const row = /^[0-9a-f-]{36}$/i.test(launchId)
    ? await db
        .selectFrom('builder_projects')
        .select(['id', 'site_id', 'status', 'steps_done', 'error'])
        .where('id', '=', launchId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, 'Builder project not found');
  return { launchId: row.id, siteId: row.site_id, status: row.status, stepsDone: row.steps_done, error: row.error };
};
