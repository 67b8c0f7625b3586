import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import type { Role } from '../../../domain/roles';
import { LaunchDateControl } from '../launchSchedule/LaunchDateControl';

type Props = {
  row: SiteRow;
  role: Role;
  /** Called after a launch date change the server accepted, so the list reads the page again. */
  onChanged: () => void;
  /** Further controls a screen adds after the launch date. */
  controls?: ReactNode;
};

/** The pretty launch date, the launch status icon of part 1 §4, and the schedule, reschedule and unschedule controls. */
export function LaunchDateCell({ row, role, onChanged, controls }: Props) {
  return (
    <Group gap={6} wrap="nowrap">
      <LaunchDateControl site={row} role={role} onChanged={onChanged} />
      {controls}
    </Group>
  );
}
