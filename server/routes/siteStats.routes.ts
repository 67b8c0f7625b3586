import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Role } from '../../domain/roles';
import type { Database } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { notFound } from '../http/httpError';
import { readIdParam } from '../http/validate';
import { aeStats, careStats, designerStats } from '../siteList/siteStatsQuery';

/** Stats are for people of the role: an id that is no such user is not found (inactive users still have history). */
const requireUserOfRole = async (db: Kysely<Database>, userId: number, role: Role, what: string) => {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).where('role', '=', role).executeTakeFirst();
  if (!user) throw notFound(what);
};

/** The My Sites stats cards: GET /api/designers/{id}/stats, /api/aes/{id}/stats, /api/cares/stats. */
export const siteStatsRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>();
  const { db } = deps;

  routes.get('/designers/:id{[0-9]+}/stats', async (c) => {
    const designerId = readIdParam(c);
    await requireUserOfRole(db, designerId, 'designer', 'Designer');
    return c.json(await designerStats(db, designerId));
  });

  routes.get('/aes/:id{[0-9]+}/stats', async (c) => {
    const aeId = readIdParam(c);
    await requireUserOfRole(db, aeId, 'ae', 'Account executive');
    return c.json(await aeStats(db, aeId, deps.now()));
  });

  routes.get('/cares/stats', async (c) => c.json(await careStats(db)));

  return routes;
};
