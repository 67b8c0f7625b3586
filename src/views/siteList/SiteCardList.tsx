import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import type { ListScreen } from '../../../domain/siteList/listScreens';
import { AssignSelect } from '../assignment/AssignSelect';
import { LaunchDateControl } from '../launchSchedule/LaunchDateControl';
import { ActionsCell } from './ActionsCell';
import { CoachingCell } from './CoachingCell';
import { SiteIdCell } from './SiteIdCell';
import { SiteNameCell } from './SiteNameCell';
import { StatusCell } from './StatusCell';

/** Part 1 §9: three placeholders while a page loads, as the table shows three rows. */
const placeholderCardCount = 3;

type SiteCardListProps = {
  screen: ListScreen;
  /** The rows, or null while the page loads. */
  rows: SiteRow[] | null;
  onAssigned: () => void;
  onSiteChanged: (id: number, changes: Partial<SiteRow>) => void;
};

/** A caption and its value on one line of a card. */
function CardLine({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={100} style={{ flexShrink: 0 }}>
        {caption}
      </Text>
      {children}
    </Group>
  );
}

/**
 * A site list on a phone (below 768 px, docs/decisions/0342-phone-site-list.md): one compact card
 * per site with its id, name, status, launch date and the row's own controls (assign, coaching,
 * actions), in the screen's order. The desktop table's other columns stay on the site page.
 */
export function SiteCardList({ screen, rows, onAssigned, onSiteChanged }: SiteCardListProps) {
  const has = (column: ListScreen['columns'][number]) => screen.columns.includes(column);

  if (rows === null) {
    return (
      <Stack gap="sm" aria-busy="true">
        {Array.from({ length: placeholderCardCount }, (_, index) => (
          <Card key={index} withBorder padding="sm" role="status" aria-label="Loading site">
            <Skeleton height={14} radius="sm" mb="xs" />
            <Skeleton height={14} radius="sm" width="60%" />
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="ul" aria-label="Sites" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Card key={row.id} component="li" withBorder padding="sm" aria-label={row.name}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <SiteIdCell row={row} />
              {has('status') && <StatusCell row={row} />}
            </Group>
            <SiteNameCell row={row} />
            {has('launchDate') && (
              <CardLine caption="Launch Date">
                <LaunchDateControl site={row} onChanged={onAssigned} />
              </CardLine>
            )}
            {has('coaching') && (
              <CardLine caption="Coaching">
                <CoachingCell row={row} onCoached={(changes) => onSiteChanged(row.id, changes)} wrap />
              </CardLine>
            )}
            {screen.assignRole && (
              <CardLine caption="Assign">
                <AssignSelect row={row} role={screen.assignRole} onAssigned={onAssigned} />
              </CardLine>
            )}
            {has('actions') && (
              <ActionsCell row={row} onSiteChanged={(changes) => onSiteChanged(row.id, changes)} onChanged={onAssigned} layout="wrap" />
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
