import { endpoint } from './endpoint';
import { ageingSchema, cycleTimeSchema, flowSchema, insightsQuery, launchesSchema, workloadSchema } from './insights.schema';

const filters =
  'Filters: `from` and `to` (YYYY-MM-DD, both included, at most 731 days apart), and optionally `corporation`, `provider` and `ae` (ids). ' +
  'Admins and executives see every site; other roles see the sites they hold (docs/decisions/0532). Figures come from the status history, counted again by the insights-refresh job every 10 minutes.';

/** /api/insights/*: the Insights charts (issue 35, docs/decisions/0530-0532), each one call. */
export const insightsEndpoints = {
  flow: endpoint({
    method: 'get',
    path: '/api/insights/flow',
    capability: 'seeInsights',
    summary: 'Sites in each status per day (cumulative flow)',
    description: `For each day of the range, how many sites were in each status at the end of that day (UTC). ${filters}`,
    query: insightsQuery,
    answers: { 200: flowSchema },
  }),
  cycleTime: endpoint({
    method: 'get',
    path: '/api/insights/cycleTime',
    capability: 'seeInsights',
    summary: 'Intake to live per month, and the time each stage takes',
    description: `Days from a site's first status other than Test to its first go-live, by the month it went live (median and 80th percentile), the sites themselves (the latest 1,000), and each status' finished stays in the range. ${filters}`,
    query: insightsQuery,
    answers: { 200: cycleTimeSchema },
  }),
  launches: endpoint({
    method: 'get',
    path: '/api/insights/launches',
    capability: 'seeInsights',
    summary: 'Launches per week: done, scheduled, missed and capacity',
    description: `Per week (from Monday): first go-lives, sites still scheduled to launch that week, sites that missed their launch, and the capacity (7 launches a business day, holidays excluded). ${filters}`,
    query: insightsQuery,
    answers: { 200: launchesSchema },
  }),
  ageing: endpoint({
    method: 'get',
    path: '/api/insights/ageing',
    capability: 'seeInsights',
    summary: "Open sites in their status longer than the status' 80th percentile",
    description: `Sites before go-live whose time in their status exceeds the 80th percentile of finished stays in it (over all history), oldest first. The date range does not apply. ${filters}`,
    query: insightsQuery,
    answers: { 200: ageingSchema },
  }),
  workload: endpoint({
    method: 'get',
    path: '/api/insights/workload',
    capability: 'seeInsights',
    summary: 'Open sites per designer, QA, floral specialist and AM, with a trend',
    description: `Sites before go-live held by each person now, and at the end of each week of the range (at most the last 12 weeks). ${filters}`,
    query: insightsQuery,
    answers: { 200: workloadSchema },
  }),
};
