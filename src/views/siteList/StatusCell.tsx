import { Badge } from '@mantine/core';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { statusBadges, statusLabelWithDays } from '../../../domain/siteStatus';

export function StatusCell({ row }: { row: SiteRow }) {
  const { color, variant } = statusBadges[row.launcher_label];
  return (
    <Badge color={color} variant={variant} tt="none">
      {statusLabelWithDays(row.launcher_label, row.latest_activity)}
    </Badge>
  );
}
