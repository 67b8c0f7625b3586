import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { statsCards, statsKindFor, type StatsKind } from '../../../domain/siteList/myStats';
import { myStatsMachine } from '../../../machines/siteList/myStats.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

/** The counts above My Sites, for the roles that have them (part 1 §2). */
export function StatsCards() {
  const viewer = useViewer();
  const kind = statsKindFor(viewer.role);
  return kind && <MyStatsCards kind={kind} userId={viewer.id} />;
}

/** A failed load leaves the cards out: they are a summary beside the list, which still works. */
function MyStatsCards({ kind, userId }: { kind: StatsKind; userId: number }) {
  const [snapshot] = useWorkflowMachine('siteList', myStatsMachine, { input: { kind, userId } });
  if (snapshot.matches('failed')) return null;
  const { output } = snapshot.context;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" aria-busy={snapshot.matches('loading')}>
      {output
        ? statsCards(output).map((card) => (
            <Paper key={card.label} withBorder p="md" radius="md" aria-label={card.label}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {card.label}
              </Text>
              <Text fz={28} fw={700}>
                {card.value}
              </Text>
            </Paper>
          ))
        : [0, 1].map((index) => <Skeleton key={index} height={84} radius="md" />)}
    </SimpleGrid>
  );
}
