import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { launchStatusColors, type LaunchStatus } from '../../../domain/launchSchedule/launchStatus';

const launchStatusLabels: Record<LaunchStatus, string> = {
  pending: 'Launch pending',
  live: 'Launched',
  missed: 'Launch missed',
};

/** The launch status icon of part 1 §4: yellow pending, green live, red missed. */
export function LaunchStatusIcon({ status }: { status: LaunchStatus }) {
  return (
    <Tooltip label={launchStatusLabels[status]}>
      <ThemeIcon color={launchStatusColors[status]} variant="light" size="sm" role="img" aria-label={launchStatusLabels[status]}>
        <IconRocket size={14} />
      </ThemeIcon>
    </Tooltip>
  );
}
