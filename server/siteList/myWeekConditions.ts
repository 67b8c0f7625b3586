import { type Expression, sql, type SqlBool } from 'kysely';
import type { SiteListQuery } from '../../domain/api/siteList.schema';
import { preLiveStatuses } from '../../domain/sitePhases';
import { weekAround } from '../../domain/siteList/myWeek';

/**
 * The list filters behind My Sites' 'This week' cards (docs/decisions/0557), on a row of `sites`
 * aliased `s`. Each is an index lookup per site the other filters leave: the launch date's range,
 * the partial indexes of site_revisions (migration 0006) and the newest status_history row
 * (migration 0042) against the 80th percentiles Insights keeps (migration 0043, a row per status).
 */
export const myWeekConditions = (params: SiteListQuery, now: Date): Expression<SqlBool>[] => {
  const conditions: Expression<SqlBool>[] = [];
  if (params.launchWeek !== undefined) {
    const { from, to } = weekAround(params.launchWeek);
    conditions.push(sql<SqlBool>`s.scheduled_launch_date BETWEEN ${from} AND ${to}`);
  }
  if (params.revisions === 'unfixed') {
    conditions.push(sql<SqlBool>`EXISTS (SELECT 1 FROM site_revisions r WHERE r.site_id = s.id AND NOT r.fixed)`);
  }
  if (params.revisions === 'unverified') {
    conditions.push(sql<SqlBool>`EXISTS (SELECT 1 FROM site_revisions r WHERE r.site_id = s.id AND r.fixed AND NOT r.verified)`);
  }
  if (params.ageing) {
    // As the Insights ageing chart: sites before go-live, their stay so far against the status' 80th percentile.
    conditions.push(
      sql<SqlBool>`s.launcher_label IN (${sql.join([...preLiveStatuses])})`,
      sql<SqlBool>`${now.toISOString()}::timestamptz - (
        SELECT h.changed_at FROM status_history h WHERE h.site_id = s.id ORDER BY h.changed_at DESC, h.id DESC LIMIT 1
      ) > (SELECT p.p80_days FROM insights_status_p80 p WHERE p.status = s.launcher_label) * interval '1 day'`,
    );
  }
  return conditions;
};

/**
 * Revisions and the clock move no counter of the list's (migration 0036): a list filtered by them
 * is read afresh each time instead of remembered.
 */
export const readsUncountedChanges = (params: SiteListQuery): boolean => params.revisions !== undefined || params.ageing;
