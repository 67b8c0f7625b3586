import { refreshInsights } from '../insights/refreshInsights';
import type { JobDefinition } from './jobDefinition';

/** Every 10 minutes, the Insights charts' counts catch up with the status history (docs/decisions/0531). */
export const insightsRefreshJob: JobDefinition = {
  name: 'insights-refresh',
  cron: '*/10 * * * *',
  policy: 'singleton',
  handler: (deps) => refreshInsights(deps.db),
};
