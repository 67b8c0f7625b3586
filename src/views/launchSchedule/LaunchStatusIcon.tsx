import { ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconRocket } from '@tabler/icons-react';
import { launchStatusColors, type LaunchStatus } from '../../../domain/launchSchedule/launchStatus';
import { Tooltip } from '../shared/overlays/Tooltip';

const launchStatusLabels: Record<LaunchStatus, string> = {
  pending: 'Launch pending',
  live: 'Launched',
  missed: 'Launch missed',
};

/** Each status has its own shape as well as its colour (issue 18: never by colour alone). */
const launchStatusGlyphs: Record<LaunchStatus, typeof IconRocket> = {
  pending: IconClock,
  live: IconRocket,
  missed: IconAlertTriangle,
};

/** The launch status icon of part 1 §4: yellow pending (a clock), green live (a rocket), red missed (a warning). */
export function LaunchStatusIcon({ status }: { status: LaunchStatus }) {
  const Glyph = launchStatusGlyphs[status];
  return (
    <Tooltip label={launchStatusLabels[status]}>
      <ThemeIcon color={launchStatusColors[status]} variant="light" size="sm" role="img" aria-label={launchStatusLabels[status]}>
        <Glyph size={14} />
      </ThemeIcon>
    </Tooltip>
  );
}
