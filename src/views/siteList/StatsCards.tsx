import { SimpleGrid, Skeleton } from '@mantine/core';
import { withFilters, type ListSearch } from '../../../domain/siteList/listSearch';
import { statsCards, statsKindFor, type StatsKind } from '../../../domain/siteList/myStats';
import { myStatsMachine } from '../../../machines/siteList/myStats.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { FilterCard } from './FilterCard';

type StatsCardsProps = {
  search: ListSearch;
  onSearchChange: (next: ListSearch, options: { replace: boolean }) => void;
};

/** The counts above My Sites, for the roles that have them (part 1 §2); a card filters the list to what it counts (issue 33). */
export function StatsCards(props: StatsCardsProps) {
  const viewer = useViewer();
  const kind = statsKindFor(viewer.role);
  return kind && <MyStatsCards kind={kind} userId={viewer.id} {...props} />;
}

/** A failed load leaves the cards out: they are a summary beside the list, which still works. */
function MyStatsCards({ kind, userId, search, onSearchChange }: StatsCardsProps & { kind: StatsKind; userId: number }) {
  const [snapshot] = useWorkflowMachine('siteList', myStatsMachine, { input: { kind, userId } });
  if (snapshot.matches('failed')) return null;
  const { output } = snapshot.context;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" aria-busy={snapshot.matches('loading')}>
      {output
        ? statsCards(output).map((card) => {
            const chosen = search.card === card.key;
            return (
              <FilterCard
                key={card.label}
                aria-label={card.label}
                label={card.label}
                value={card.value}
                chosen={chosen}
                onToggle={() => onSearchChange(withFilters(search, { card: chosen ? undefined : card.key }), { replace: false })}
              />
            );
          })
        : [0, 1].map((index) => <Skeleton key={index} height={84} radius="md" />)}
    </SimpleGrid>
  );
}
