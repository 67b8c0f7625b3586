import dayjs from 'dayjs';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { AeStats, CareStats, DesignerStats } from '../../domain/api/siteStats.schema';
import type { Role } from '../../domain/roles';
import type { SiteStatus } from '../../domain/siteStatus';
import { aeStatsCards, careStatsCards, designerStatsCards } from '../../domain/siteList/siteStats';
import type { Database } from '../db/schema';
import { notFound } from '../http/httpError';

/** count(*) FILTER (WHERE launcher_label IN (...)): every card of a set in one pass over the rows. */
const countIn = (eb: ExpressionBuilder<Database, 'sites'>, statuses: readonly SiteStatus[]) =>
  eb.fn.countAll<number>().filterWhere('sites.launcher_label', 'in', statuses);

/** Stats are for people of the role: an id that is no such user is not found (inactive users still have history). */
const requireUserOfRole = async (db: Kysely<Database>, userId: number, role: Role, what: string): Promise<void> => {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).where('role', '=', role).executeTakeFirst();
  if (!user) throw notFound(what);
};

/** The designer's own sites by card (domain/siteStats.ts says which statuses each card holds); 404 'Designer not found'. */
export const designerStats = async (db: Kysely<Database>, designerId: number): Promise<DesignerStats> => {
  await requireUserOfRole(db, designerId, 'designer', 'Designer');
  return db
    .selectFrom('sites')
    .select((eb) => [
      countIn(eb, designerStatsCards.design).as('design'),
      countIn(eb, designerStatsCards.review).as('review'),
      countIn(eb, designerStatsCards.staged).as('staged'),
      countIn(eb, designerStatsCards.live).as('live'),
    ])
    .where('sites.designer_id', '=', designerId)
    .executeTakeFirstOrThrow();
};

/** The account executive's own sites; `scheduled` counts pre-live sites with a launch date from today on. 404 'Account executive not found'. */
export const aeStats = async (db: Kysely<Database>, aeId: number, now: Date): Promise<AeStats> => {
  await requireUserOfRole(db, aeId, 'ae', 'Account executive');
  return db
    .selectFrom('sites')
    .select((eb) => [
      countIn(eb, aeStatsCards.inPipeline).as('inPipeline'),
      eb.fn
        .countAll<number>()
        .filterWhere((f) =>
          f.and([
            f('sites.launcher_label', 'in', aeStatsCards.inPipeline),
            f('sites.scheduled_launch_date', '>=', dayjs(now).format('YYYY-MM-DD')),
          ]),
        )
        .as('scheduled'),
      countIn(eb, aeStatsCards.live).as('live'),
      countIn(eb, aeStatsCards.lost).as('lost'),
    ])
    .where('sites.ae_id', '=', aeId)
    .executeTakeFirstOrThrow();
};

/** The shared QA queues. */
export const careStats = async (db: Kysely<Database>): Promise<CareStats> =>
  db
    .selectFrom('sites')
    .select((eb) => [countIn(eb, careStatsCards.preStage).as('preStage'), countIn(eb, careStatsCards.final).as('final')])
    .where('sites.launcher_label', 'in', [...careStatsCards.preStage, ...careStatsCards.final])
    .executeTakeFirstOrThrow();
