import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { statsCards, statsKindFor, type MyStats } from '../../../domain/siteList/myStats';
import type { ListViewer } from './listViewer';
import { useSiteListServices } from './siteListServices';

/**
 * The counts above My Sites. They are a summary beside the list, not a workflow: a failed load
 * simply leaves them out, the list below still works.
 */
export function StatsCards({ viewer }: { viewer: ListViewer }) {
  const { fetchMyStats } = useSiteListServices();
  const kind = statsKindFor(viewer.role);
  const [stats, setStats] = useState<MyStats | 'loading' | 'failed'>('loading');

  useEffect(() => {
    if (!kind) return;
    let current = true;
    fetchMyStats(kind, viewer.userId).then(
      (loaded) => current && setStats(loaded),
      () => current && setStats('failed'),
    );
    return () => {
      current = false;
    };
  }, [fetchMyStats, kind, viewer.userId]);

  if (!kind || stats === 'failed') return null;
  const cards = stats === 'loading' ? null : statsCards(stats);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {cards
        ? cards.map((card) => (
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
