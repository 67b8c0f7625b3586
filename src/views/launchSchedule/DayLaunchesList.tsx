import { Alert, Anchor, Badge, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { statusBadges } from '../../../domain/siteStatus';
import { dayLaunchesMachine } from '../../../machines/launchSchedule/dayLaunches.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

/** The sites launching on one day, each name linking to its detail page. Keyed by the day: another day is a fresh load. */
export function DayLaunchesList({ day }: { day: string }) {
  const [snapshot] = useWorkflowMachine('launchSchedule', dayLaunchesMachine, { input: { day } });
  const sites = snapshot.context.output;

  if (snapshot.matches('loading')) {
    return (
      <Stack role="status" aria-label="Loading launches" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={20} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (snapshot.matches('failed') || !sites) return <Alert color="red" title="Unable to load the launches of this day" />;
  if (sites.length === 0) return <Text c="dimmed">No launches on this day</Text>;
  return (
    <List spacing="xs" listStyleType="none" aria-label="Launches">
      {sites.map((site) => (
        <List.Item key={site.id}>
          <Group gap="xs" wrap="nowrap">
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/sites/id/$id" params={{ id: String(site.id) }} />}>
              {site.name}
            </Anchor>
            <Badge size="sm" tt="none" color={statusBadges[site.launcher_label].color} variant={statusBadges[site.launcher_label].variant}>
              {site.launcher_label}
            </Badge>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
