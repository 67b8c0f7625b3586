import { foldFacetCounts } from '../siteList/facetCounts';
import type { JobDefinition } from './jobDefinition';

/** Every minute, each key of the list's maintained counts is folded into one row, so a total sums a few rows (decision 0561). */
export const siteFacetFoldJob: JobDefinition = {
  name: 'site-facet-fold',
  cron: '* * * * *',
  policy: 'singleton',
  handler: (deps) => foldFacetCounts(deps.db),
};
