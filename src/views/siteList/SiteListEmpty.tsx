import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { listEmptyText } from '../../../domain/siteList/listEmptyText';
import type { ListScreen } from '../../../domain/siteList/listScreens';
import { hasFilters, launchWindowOf, withFilters, withoutFilters, type ListSearch } from '../../../domain/siteList/listSearch';
import { useViewer } from '../../wiring/viewer';

type Props = {
  screen: ListScreen;
  search: ListSearch;
  /** The screen opens on its upcoming launches: the past ones are a click away. */
  launchOrdered: boolean;
  onSearchChange: (next: ListSearch, how: { replace: boolean }) => void;
};

/**
 * An empty list says what belongs there, or what its chosen card holds, and offers a way on (issue 18):
 * clear the filters, the past launches, All Sites.
 */
export function SiteListEmpty({ screen, search, launchOrdered, onSearchChange }: Props) {
  const viewer = useViewer();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Group gap="xs" wrap="nowrap">
          <IconInbox size={20} aria-hidden />
          <Text fw={600}>No results found</Text>
        </Group>
        <Text>{listEmptyText(screen, viewer.role, search)}</Text>
        <Group gap="sm">
          {hasFilters(search) && (
            <Button variant="light" onClick={() => onSearchChange(withoutFilters(search), { replace: false })}>
              Clear filters
            </Button>
          )}
          {launchOrdered && launchWindowOf(search) === 'upcoming' && (
            <Button variant="light" onClick={() => onSearchChange(withFilters(search, { launches: 'past' }), { replace: false })}>
              Show past launches
            </Button>
          )}
          {screen.id !== 'allSites' && <Anchor renderRoot={(props) => <Link to="/sites" {...props} />}>Go to All Sites</Anchor>}
        </Group>
      </Stack>
    </Paper>
  );
}
