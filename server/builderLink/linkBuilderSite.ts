import { sql } from 'kysely';
import type { LinkBuilderBody, UnlinkBuilderBody } from '../../domain/api/builderLink.schema';
import type { AppDeps, SessionUser } from '../appDeps';
import { HttpError } from '../http/httpError';
import { IntegrationError } from '../integrations/integrationError';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';

/** A refusal of the link page: `error` titles its modal, `errorMessage` is the sentence under it (part 2 §8). */
const refused = (status: 404 | 409, error: string, errorMessage: string) => new HttpError(status, error, { errorMessage });

const siteOrRefusal = async (deps: Pick<AppDeps, 'db'>, fhId: number) => {
  try {
    return await requireSite(deps.db, fhId);
  } catch {
    throw refused(404, 'Site not found', `ID: ${fhId} doesn't exist`);
  }
};

/**
 * POST /api/sites/linkDuda (part 2 §2.4): links an existing builder site to a funeral home. The
 * builder site must exist (404) and not be linked to another firm (409 naming it); a firm linked
 * to a different builder site must be unlinked first (409). Linking the pair already linked
 * changes nothing. A transaction-scoped advisory lock on the builder site name keeps two firms
 * from taking the same builder site at once. Logged (CREATE).
 */
export const linkBuilderSite = async (
  deps: Pick<AppDeps, 'db' | 'integrations' | 'now'>,
  user: SessionUser,
  body: LinkBuilderBody,
): Promise<void> => {
  await siteOrRefusal(deps, body.fhId);
  try {
    await deps.integrations.builder.getSite(body.dudaSite);
  } catch (error) {
    if (error instanceof IntegrationError && error.kind === 'not_found')
      throw refused(404, 'Duda site not found', `There is no Duda site ${body.dudaSite}`);
    throw error;
  }
  await deps.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`duda:${body.dudaSite}`}))`.execute(trx);
    const site = await requireSite(trx, body.fhId, { lock: true });
    const holder = await trx
      .selectFrom('sites')
      .select(['id', 'name'])
      .where('duda_id', '=', body.dudaSite)
      .where('id', '!=', site.id)
      .executeTakeFirst();
    if (holder) throw refused(409, 'Duda site already linked', `${body.dudaSite} is already linked to ${holder.name} (ID: ${holder.id})`);
    if (site.duda_id === body.dudaSite) return;
    if (site.duda_id)
      throw refused(409, 'Site already linked', `${site.name} (ID: ${site.id}) is linked to ${site.duda_id}; unlink it first`);
    await trx.updateTable('sites').set({ duda_id: body.dudaSite }).where('id', '=', site.id).execute();
    await writeLog(trx, {
      siteId: site.id,
      userId: user.id,
      message: `Duda site ${body.dudaSite} linked`,
      logType: 'CREATE',
      at: deps.now(),
    });
  });
};

/** POST /api/sites/unlinkDuda: removes the firm's builder site link (409 when it has none). Logged (CREATE). */
export const unlinkBuilderSite = async (deps: Pick<AppDeps, 'db' | 'now'>, user: SessionUser, body: UnlinkBuilderBody): Promise<void> => {
  await siteOrRefusal(deps, body.fhId);
  await deps.db.transaction().execute(async (trx) => {
    const site = await requireSite(trx, body.fhId, { lock: true });
    if (!site.duda_id) throw refused(409, 'No Duda site linked', `${site.name} (ID: ${site.id}) has no Duda site to unlink`);
    await trx.updateTable('sites').set({ duda_id: null }).where('id', '=', site.id).execute();
    await writeLog(trx, {
      siteId: site.id,
      userId: user.id,
      message: `Duda site ${site.duda_id} unlinked`,
      logType: 'CREATE',
      at: deps.now(),
    });
  });
};
