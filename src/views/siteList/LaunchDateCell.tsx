import { Group, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { launchStatus, launchStatusColors, type LaunchStatus } from '../../../domain/launch/launchStatus';

const launchStatusLabels: Record<LaunchStatus, string> = {
  pending: 'Launch pending',
  live: 'Launched',
  missed: 'Launch missed',
};

type Props = {
  row: SiteRow;
  /** The schedule, reschedule and unschedule controls, supplied by the launch-scheduling screens. */
  controls?: ReactNode;
};

/** The pretty launch date and the launch status icon of part 1 §4. */
export function LaunchDateCell({ row, controls }: Props) {
  const status = launchStatus(row.launcher_label, row.scheduled_launch_date, dayjs().format('YYYY-MM-DD'));
  return (
    <Group gap={6} wrap="nowrap">
      {status && (
        <Tooltip label={launchStatusLabels[status]}>
          <ThemeIcon color={launchStatusColors[status]} variant="light" size="sm" role="img" aria-label={launchStatusLabels[status]}>
            <IconRocket size={14} />
          </ThemeIcon>
        </Tooltip>
      )}
      <Text size="sm" c={row.pretty_scheduled_launch_date ? undefined : 'dimmed'}>
        {row.pretty_scheduled_launch_date ?? 'Not scheduled'}
      </Text>
      {controls}
    </Group>
  );
}
