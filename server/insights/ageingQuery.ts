import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { InsightsAgeing } from '../../domain/api/insights.schema';
import { preLiveStatuses } from '../../domain/sitePhases';
import type { SiteStatus } from '../../domain/siteStatus';
import type { Database } from '../db/schema';
import { daysOf, type InsightsScope, scopeCondition } from './insightsScope';

/** The list shows the oldest sites; beyond these nobody reads on. */
const ageingLimit = 200;

/**
 * A scope's open stays are walked this many at a time: most of the oldest are past their status'
 * 80th percentile, so the first walk usually finds the whole list.
 */
const walkPage = 4 * ageingLimit;

type AgeingRow = { siteId: number; name: string; status: SiteStatus; seconds: number; p80: number };

/**
 * The open stays of a scope, oldest first, as (history_id, started_at, site_id) rows of one key: the
 * viewer's own (insights_open_holders, within the corporation when one is asked), else the
 * corporation's, provider's or AE's, else every site's (insights_spells_open_corporation, _provider,
 * _ae, _since). The other filters are checked on each page.
 */
const openStaysOf = (scope: InsightsScope): RawBuilder<unknown> => {
  const { corporation, provider, ae } = scope.filters;
  if (scope.holder !== null)
    return sql`insights_open_holders WHERE holder = ${scope.holder}${corporation === undefined ? sql`` : sql` AND corporation_id = ${corporation}`}`;
  const column = corporation !== undefined ? 'corporation_id' : provider !== undefined ? 'provider_id' : ae !== undefined ? 'ae_id' : null;
  if (column === null) return sql`insights_spells WHERE ended_at IS NULL`;
  return sql`insights_spells WHERE ended_at IS NULL AND ${sql.ref(column)} = ${corporation ?? provider ?? ae}`;
};

/**
 * Sites before go-live that have been in their status longer than its 80th percentile (over every
 * finished stay, whatever the filters: the company's own pace is the yardstick). A stay the last
 * refresh still saw open but the site has since left is not listed (its status no longer matches).
 * Oldest first is earliest start first. The planner cannot tell how soon the list fills: given the
 * whole query it sorted every open stay of a small corporation (90-300 ms for one with 4% of the
 * sites) or started parallel workers for every site's (30 ms under load), so the scope's open stays
 * are walked in that order a page at a time (openStaysOf, an index alone), each page checked as
 * above, until the list is full or the stays run out.
 */
export const insightsAgeing = async (db: Kysely<Database>, scope: InsightsScope, now: Date): Promise<InsightsAgeing> => {
  const age = sql`extract(epoch FROM ${now.toISOString()}::timestamptz - sp.started_at)`;
  /** A page of open stays (by id), checked and listed oldest first. */
  const ageing = (ids: number[], limit: number) =>
    sql<AgeingRow>`
      SELECT sp.site_id AS "siteId", s.name, sp.status, ${age} AS seconds, p.p80_days AS p80
      FROM insights_spells sp
      JOIN insights_status_p80 p ON p.status = sp.status
      JOIN sites s ON s.id = sp.site_id AND s.launcher_label = sp.status
      WHERE sp.history_id = ANY(${ids}::integer[]) AND sp.status IN (${sql.join([...preLiveStatuses])})
        AND ${age} > p.p80_days * 86400 AND ${scopeCondition(scope, 'sp')}
      ORDER BY sp.started_at, sp.site_id
      LIMIT ${limit}`.execute(db);
  const rows: AgeingRow[] = [];
  const openStays = openStaysOf(scope);
  for (let walked = 0; rows.length < ageingLimit; walked += walkPage) {
    const { rows: page } = await sql<{ id: number }>`
      SELECT history_id AS id FROM ${openStays} ORDER BY started_at, site_id, history_id OFFSET ${walked} LIMIT ${walkPage}`.execute(db);
    const ids = page.map((stay) => stay.id);
    if (ids.length > 0) rows.push(...(await ageing(ids, ageingLimit - rows.length)).rows);
    if (page.length < walkPage) break;
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
