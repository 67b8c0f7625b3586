import { Hono } from 'hono';
import { readLogQuery, writeLogBody } from '../../domain/api/log.schema';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { readIdParam, readJson, readQuery } from '../http/validate';
import { readLog } from '../log/readLog';
import { writeLog } from '../log/writeLog';
import { lockSite } from '../sites/lockSite';
import { requireSiteExists } from '../sites/requireSite';

/** /api/log: the browser's log writes and the Recent Updates timeline (part 1 §7). Everyone signed in may read and write. */
export const logRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>();

  routes.post('/', async (c) => {
    const body = await readJson(c, writeLogBody);
    const user = c.get('user');
    const { id } = await deps.db.transaction().execute(async (trx) => {
      await lockSite(trx, body.fhid);
      return writeLog(trx, { siteId: body.fhid, userId: user.id, message: body.message, logType: body.logType, mute: body.mute, at: deps.now() });
    });
    return c.json({ id }, 201);
  });

  routes.get('/:id', async (c) => {
    const siteId = readIdParam(c);
    const { logType } = readQuery(c, readLogQuery);
    await requireSiteExists(deps.db, siteId);
    return c.json(await readLog(deps.db, siteId, logType));
  });

  return routes;
};
