import dayjs from 'dayjs';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { AeStats, CareStats, DesignerStats } from '../../domain/api/siteStats.schema';
import type { SiteStatus } from '../../domain/siteStatus';
import { aeStatsCards, careStatsCards, designerStatsCards } from '../../domain/siteList/siteStats';
import type { Database } from '../db/schema';

/** count(*) FILTER (WHERE launcher_label IN (...)): every card of a set in one pass over the rows. */
const countIn = (eb: ExpressionBuilder<Database, 'sites'>, statuses: readonly SiteStatus[]) =>
  eb.fn.countAll<number>().filterWhere('sites.launcher_label', 'in', statuses);

/** The designer's own sites by card (domain/siteStats.ts says which statuses each card holds). */
export const designerStats = async (db: Kysely<Database>, designerId: number): Promise<DesignerStats> =>
  db
    .selectFrom('sites')
    .select((eb) => [
      countIn(eb, designerStatsCards.design).as('design'),
      countIn(eb, designerStatsCards.review).as('review'),
      countIn(eb, designerStatsCards.staged).as('staged'),
      countIn(eb, designerStatsCards.live).as('live'),
    ])
    .where('sites.designer_id', '=', designerId)
    .executeTakeFirstOrThrow();

/** The account executive's own sites; `scheduled` counts pre-live sites with a launch date from today on. */
export const aeStats = async (db: Kysely<Database>, aeId: number, now: Date): Promise<AeStats> =>
  db
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

/** The shared QA queues. */
export const careStats = async (db: Kysely<Database>): Promise<CareStats> =>
  db
    .selectFrom('sites')
    .select((eb) => [countIn(eb, careStatsCards.preStage).as('preStage'), countIn(eb, careStatsCards.final).as('final')])
    .where('sites.launcher_label', 'in', [...careStatsCards.preStage, ...careStatsCards.final])
    .executeTakeFirstOrThrow();
