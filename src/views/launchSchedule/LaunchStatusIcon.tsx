import { useMantineTheme } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconRocket } from '@tabler/icons-react';
import { launchStatusColors, type LaunchStatus } from '../../../domain/launchSchedule/launchStatus';
import { Tooltip } from '../shared/overlays/Tooltip';
import { plainThemeIcon } from '../shared/plainMantine';

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
  const theme = useMantineTheme();
  const Glyph = launchStatusGlyphs[status];
  // A plain element with ThemeIcon's classes: a list row draws one (decision 0620).
  return (
    <Tooltip label={launchStatusLabels[status]}>
      <div
        {...plainThemeIcon(theme, { color: launchStatusColors[status], variant: 'light', size: 'sm' })}
        role="img"
        aria-label={launchStatusLabels[status]}
      >
        <Glyph size={14} />
      </div>
    </Tooltip>
  );
}
