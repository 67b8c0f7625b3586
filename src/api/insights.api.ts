import { fromPromise } from 'xstate';
import { insightsEndpoints } from '../../domain/api/insights.endpoints';
import type { InsightsQuery } from '../../domain/api/insights.schema';
import type { InsightsActors, InsightsData } from '../../machines/insights/insights.actors';
import { call } from './http';

/** The Insights workflow's actor: the five chart endpoints of domain/api/insights.endpoints.ts, side by side. */
export const insightsActors: InsightsActors = {
  loadInsights: fromPromise<InsightsData, InsightsQuery>(async ({ input, signal }) => {
    const [flow, cycleTime, launches, ageing, workload] = await Promise.all([
      call(insightsEndpoints.flow, input, { signal }),
      call(insightsEndpoints.cycleTime, input, { signal }),
      call(insightsEndpoints.launches, input, { signal }),
      call(insightsEndpoints.ageing, input, { signal }),
      call(insightsEndpoints.workload, input, { signal }),
    ]);
    return { flow, cycleTime, launches, ageing, workload };
  }),
};
