import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import type { InsightsQuery } from '../../../domain/api/insights.schema';
import type { InsightsSearch } from '../../../domain/insights/insightsFilters';
import { insightsMachine } from '../../../machines/insights/insights.machine';
import { usePageTitle } from '../../wiring/usePageTitle';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { AgeingTable, CycleTimeChart, FlowChart, LaunchesChart, StagesChart, WorkloadChart } from './InsightsCharts';
import { InsightsFilters } from './InsightsFilters';

type InsightsViewProps = {
  /** The filters the URL holds, the range filled in. */
  query: InsightsQuery;
  onFiltersChange: (change: Partial<InsightsSearch>) => void;
};

/** /insights (issue 35): how the pipeline flows, read again whenever the URL's filters change. */
export function InsightsView({ query, onFiltersChange }: InsightsViewProps) {
  usePageTitle('Insights');
  const [snapshot, send, actorRef] = useWorkflowMachine('insights', insightsMachine, { input: query });
  const key = JSON.stringify(query);
  useEffect(() => {
    if (JSON.stringify(actorRef.getSnapshot().context.input) !== key) send({ type: 'LOAD', input: JSON.parse(key) as InsightsQuery });
  }, [key, send, actorRef]);
  const data = snapshot.context.output;
  return (
    <Stack gap="md">
      <Title order={1}>Insights</Title>
      <InsightsFilters query={query} onChange={onFiltersChange} />
      {snapshot.matches('failed') && (
        <Alert color="red" title="Unable to load the insights">
          {snapshot.context.refusal && <Text size="sm">{snapshot.context.refusal}</Text>}
          <Button mt="sm" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
            Retry
          </Button>
        </Alert>
      )}
      {snapshot.matches('loading') && !data && (
        <Stack role="status" aria-label="Loading insights" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={240} radius="md" />
          ))}
        </Stack>
      )}
      {data && !snapshot.matches('failed') && (
        <Stack gap="md" aria-busy={snapshot.matches('loading')}>
          <FlowChart flow={data.flow} />
          <CycleTimeChart cycleTime={data.cycleTime} />
          <StagesChart stages={data.cycleTime.stages} />
          <LaunchesChart launches={data.launches} />
          <AgeingTable ageing={data.ageing} />
          <WorkloadChart workload={data.workload} />
        </Stack>
      )}
    </Stack>
  );
}
