import { foldDeltas } from '../db/foldDeltas';
import type { JobDefinition } from './jobDefinition';

/**
 * Every minute, each key of the maintained counts is folded into one row, so a count sums a few
 * rows: the list's totals (decision 0561) and the workload's open sites (decision 0631).
 */
export const siteFacetFoldJob: JobDefinition = {
  name: 'site-facet-fold',
  cron: '* * * * *',
  policy: 'singleton',
  handler: async (deps) => {
    await foldDeltas(deps.db, 'site_facet_counts');
    await foldDeltas(deps.db, 'insights_open_counts');
  },
};
