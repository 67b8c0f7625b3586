import type { EndpointOutput } from '../../domain/api/endpoint';
import type { insightsEndpoints } from '../../domain/api/insights.endpoints';
import type { InsightsQuery } from '../../domain/api/insights.schema';
import { unprovided } from '../shared/unprovided';

/** The five charts of /insights, read together for one set of filters (issue 35). */
export interface InsightsData {
  flow: EndpointOutput<typeof insightsEndpoints.flow>;
  cycleTime: EndpointOutput<typeof insightsEndpoints.cycleTime>;
  launches: EndpointOutput<typeof insightsEndpoints.launches>;
  ageing: EndpointOutput<typeof insightsEndpoints.ageing>;
  workload: EndpointOutput<typeof insightsEndpoints.workload>;
}

/**
 * The contract of the Insights machine's actor: one read of the five endpoints (src/api/insights.api.ts
 * calls them side by side), so the screen shows one set of filters' figures, never a mix.
 */
export const unprovidedInsightsActors = {
  loadInsights: unprovided<InsightsData, InsightsQuery>('insights', 'loadInsights'),
};

export type InsightsActors = typeof unprovidedInsightsActors;
