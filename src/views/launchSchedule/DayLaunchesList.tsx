import { Alert, Anchor, Badge, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { statusBadges } from '../../../domain/siteStatus';
import type { LaunchServices } from './launchServices';

type DaySites = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; sites: SiteRow[] };

export const dayLaunchesFailedMessage = 'Unable to load the launches of this day';

/** The sites launching on one day, each name linking to its detail page. */
export function DayLaunchesList({ day, fetchSitesLaunchingOn }: { day: string; fetchSitesLaunchingOn: LaunchServices['fetchSitesLaunchingOn'] }) {
  const [state, setState] = useState<{ day: string; sites: DaySites }>({ day, sites: { status: 'loading' } });
  useEffect(() => {
    let current = true;
    fetchSitesLaunchingOn(day).then(
      (sites) => current && setState({ day, sites: { status: 'loaded', sites } }),
      () => current && setState({ day, sites: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [day, fetchSitesLaunchingOn]);
  const sites: DaySites = state.day === day ? state.sites : { status: 'loading' };

  if (sites.status === 'loading') {
    return (
      <Stack aria-label="Loading launches" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={20} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (sites.status === 'failed') return <Alert color="red" title={dayLaunchesFailedMessage} />;
  if (sites.sites.length === 0) return <Text c="dimmed">No launches on this day</Text>;
  return (
    <List spacing="xs" listStyleType="none" aria-label="Launches">
      {sites.sites.map((site) => (
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
