import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { InsightsAgeing } from '../../domain/api/insights.schema';
import { preLiveStatuses } from '../../domain/sitePhases';
import type { SiteStatus } from '../../domain/siteStatus';
import type { Database } from '../db/schema';
import { daysOf, type InsightsScope, scopeCondition } from './insightsScope';

/** The list shows the oldest sites; beyond these nobody reads on. */
const ageingLimit = 200;

/**
 * A viewer's slice is walked this many of their open stays at a time: most of the oldest are past
 * their status' 80th percentile, so the first walk usually finds the whole list.
 */
const holderWalk = 4 * ageingLimit;

type AgeingRow = { siteId: number; name: string; status: SiteStatus; seconds: number; p80: number };

/**
 * Sites before go-live that have been in their status longer than its 80th percentile (over every
 * finished stay, whatever the filters: the company's own pace is the yardstick). A stay the last
 * refresh still saw open but the site has since left is not listed (its status no longer matches).
 * Oldest first is earliest start first: that order walks insights_spells_open_since and stops at the limit.
 * For a viewer's slice the planner would join and sort every stay of theirs (it cannot tell how soon
 * the list fills), so their open stays (insights_open_holders) are walked in that order a page at a
 * time, each page checked as above, until the list is full or the stays run out.
 */
export const insightsAgeing = async (db: Kysely<Database>, scope: InsightsScope, now: Date): Promise<InsightsAgeing> => {
  const age = sql`extract(epoch FROM ${now.toISOString()}::timestamptz - sp.started_at)`;
  const ageing = (stays: RawBuilder<unknown>, limit: number) =>
    sql<AgeingRow>`
      SELECT sp.site_id AS "siteId", s.name, sp.status, ${age} AS seconds, p.p80_days AS p80
      FROM ${stays}
      JOIN insights_status_p80 p ON p.status = sp.status
      JOIN sites s ON s.id = sp.site_id AND s.launcher_label = sp.status
      WHERE sp.ended_at IS NULL AND sp.status IN (${sql.join([...preLiveStatuses])})
        AND ${age} > p.p80_days * 86400 AND ${scopeCondition(scope, 'sp')}
      ORDER BY sp.started_at, sp.site_id
      LIMIT ${limit}`.execute(db);
  const rows: AgeingRow[] = [];
  if (scope.holder === null) rows.push(...(await ageing(sql`insights_spells sp`, ageingLimit)).rows);
  else {
    const { rows: held } = await sql<{ stays: number }>`
      SELECT count(*)::integer AS stays FROM insights_open_holders WHERE holder = ${scope.holder}`.execute(db);
    for (let walked = 0; rows.length < ageingLimit && walked < (held[0]?.stays ?? 0); walked += holderWalk) {
      const page = sql`(
        SELECT history_id FROM insights_open_holders WHERE holder = ${scope.holder}
        ORDER BY started_at, site_id, history_id OFFSET ${walked} LIMIT ${holderWalk}
      ) h JOIN insights_spells sp ON sp.history_id = h.history_id`;
      rows.push(...(await ageing(page, ageingLimit - rows.length)).rows);
    }
  }
  return {
    sites: rows.map((row) => ({
      siteId: row.siteId,
      name: row.name,
      status: row.status,
      ageDays: daysOf(row.seconds),
      p80Days: Math.round(row.p80 * 10) / 10,
    })),
  };
};
