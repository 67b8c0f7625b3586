import { Badge } from '@mantine/core';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { statusBadges, statusLabelWithDays } from '../../../domain/siteStatus';

export function StatusCell({ row }: { row: SiteRow }) {
  const { color, variant } = statusBadges[row.launcher_label];
  return (
    // The days suffix is the point of this cell: the badge grows with its text rather than cutting it off.
    <Badge color={color} variant={variant} tt="none" styles={{ root: { maxWidth: 'none', flexShrink: 0 }, label: { overflow: 'visible' } }}>
      {statusLabelWithDays(row.launcher_label, row.latest_activity)}
    </Badge>
  );
}
