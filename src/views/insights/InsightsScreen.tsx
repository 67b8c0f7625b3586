import { useState } from 'react';
import { type InsightsSearch, insightsQueryOf } from '../../../domain/insights/insightsFilters';
import { InsightsView } from './InsightsView';

/**
 * InsightsView with its filters held in memory, for stories and model tests (the app keeps them
 * in the URL: src/routes/_app/insights.tsx).
 */
export function InsightsScreen({ today }: { today: string }) {
  const [search, setSearch] = useState<InsightsSearch>({});
  return (
    <InsightsView query={insightsQueryOf(search, today)} onFiltersChange={(change) => setSearch((kept) => ({ ...kept, ...change }))} />
  );
}
