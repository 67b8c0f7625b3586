import { type Kysely, sql } from 'kysely';
import type { InsightsAgeing } from '../../domain/api/insights.schema';
import { preLiveStatuses } from '../../domain/sitePhases';
import type { SiteStatus } from '../../domain/siteStatus';
import type { Database } from '../db/schema';
import { daysOf, type InsightsScope, scopeCondition } from './insightsScope';

/** The list shows the oldest sites; beyond these nobody reads on. */
const ageingLimit = 200;

/**
 * Sites before go-live that have been in their status longer than its 80th percentile (over every
 * finished stay, whatever the filters: the company's own pace is the yardstick). A stay the last
 * refresh still saw open but the site has since left is not listed (its status no longer matches).
 * Oldest first is earliest start first: that order walks insights_spells_open_since and stops at the limit.
 */
export const insightsAgeing = async (db: Kysely<Database>, scope: InsightsScope, now: Date): Promise<InsightsAgeing> => {
  const age = sql`extract(epoch FROM ${now.toISOString()}::timestamptz - sp.started_at)`;
  const { rows } = await sql<{ siteId: number; name: string; status: SiteStatus; seconds: number; p80: number }>`
    SELECT sp.site_id AS "siteId", s.name, sp.status, ${age} AS seconds, p.p80_days AS p80
    FROM insights_spells sp
    JOIN insights_status_p80 p ON p.status = sp.status
    JOIN sites s ON s.id = sp.site_id AND s.launcher_label = sp.status
    WHERE sp.ended_at IS NULL AND sp.status IN (${sql.join([...preLiveStatuses])})
      AND ${age} > p.p80_days * 86400 AND ${scopeCondition(scope, 'sp')}
    ORDER BY sp.started_at, sp.site_id
    LIMIT ${ageingLimit}`.execute(db);
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
