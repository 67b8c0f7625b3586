import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { withFilters, type ListSearch } from '../../../domain/siteList/listSearch';
import { hasMyWeek, myWeekCards } from '../../../domain/siteList/myWeek';
import { myWeekMachine } from '../../../machines/siteList/myWeek.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { FilterCard } from './FilterCard';

type MyWeekCardsProps = {
  search: ListSearch;
  onSearchChange: (next: ListSearch, options: { replace: boolean }) => void;
  /** 'YYYY-MM-DD': the day whose week shows (the list's request places its week card by the same day). */
  today: string;
  /** The sites the list below shows: the cards read the week again when one of them changes. */
  siteIds: readonly number[];
};

/** 'Mon 23 – Sun 29 Nov' */
const weekSpan = (from: string, to: string): string => `${dayjs(from).format('ddd D MMM')} – ${dayjs(to).format('ddd D MMM')}`;

/** My Sites' 'This week' (issue 35): the viewer's launches, revisions waiting on them and ageing sites; a card filters the list. */
export function MyWeekCards(props: MyWeekCardsProps) {
  const viewer = useViewer();
  return hasMyWeek(viewer.role) && <MyWeek {...props} />;
}

function MyWeek({ search, onSearchChange, today, siteIds }: MyWeekCardsProps) {
  const [snapshot, send] = useWorkflowMachine('siteList', myWeekMachine, { input: { week: { day: today }, siteIds } });
  // A page left open past midnight reads the new day's week.
  useEffect(() => {
    if (snapshot.context.input.day !== today) send({ type: 'LOAD', input: { day: today } });
  }, [snapshot.context.input.day, today, send]);
  // Another page of the list, or the same page read again with other sites.
  useEffect(() => {
    const watching = snapshot.context.siteIds;
    if (watching.length !== siteIds.length || watching.some((id, index) => id !== siteIds[index])) send({ type: 'WATCH', siteIds });
  });
  const { output } = snapshot.context;
  return (
    <Stack
      gap="xs"
      component="section"
      aria-labelledby="my-week-heading"
      aria-busy={snapshot.matches('loading') || snapshot.matches({ loaded: 'rereading' })}
    >
      <Group gap="sm" align="baseline">
        <Title order={2} size="h4" id="my-week-heading">
          This week
        </Title>
        {output && (
          <Text size="sm" c="dimmed">
            {weekSpan(output.from, output.to)}
          </Text>
        )}
      </Group>
      {snapshot.matches('failed') ? (
        <Alert color="red" title="Unable to load your week">
          <Button mt="sm" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
            Retry
          </Button>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {output
            ? myWeekCards(output).map((card) => {
                const chosen = search.card === card.key;
                return (
                  <FilterCard
                    key={card.key}
                    label={card.label}
                    value={card.value}
                    chosen={chosen}
                    onToggle={() => onSearchChange(withFilters(search, { card: chosen ? undefined : card.key }), { replace: false })}
                  >
                    <Text size="sm" c="dimmed">
                      {card.value === 0 ? card.emptyText : card.description}
                    </Text>
                  </FilterCard>
                );
              })
            : [0, 1, 2].map((index) => <Skeleton key={index} height={84} radius="md" />)}
        </SimpleGrid>
      )}
    </Stack>
  );
}
