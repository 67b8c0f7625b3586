import { Button } from '@mantine/core';
import dayjs from 'dayjs';
import { Suspense, useCallback, useEffect, useState } from 'react';
import type { LaunchDateUpdated } from '../../../domain/api/launchSchedule.schema';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import type { LaunchChangeKind } from '../../../domain/launchSchedule/launchDateRules';
import { launchChangesFor } from '../../../domain/launchSchedule/launchSchedulable';
import { launchStatus } from '../../../domain/launchSchedule/launchStatus';
import { useViewer } from '../../wiring/viewer';
import { lazyWithPreload } from '../shared/lazyWithPreload';
import { plainGroup, plainStack, plainText } from '../shared/plainMantine';
import { dayOfListDate } from './launchCalendarDays';
import { LaunchStatusIcon } from './LaunchStatusIcon';

export type LaunchDateSite = Pick<SiteRow, 'id' | 'launcher_label' | 'scheduled_launch_date' | 'pretty_scheduled_launch_date'> & {
  name?: string;
};

type LaunchDateControlProps = {
  site: LaunchDateSite;
  /** Called after the server accepted a change, so the screen can read the site again. */
  onChanged?: () => void;
  /** 'YYYY-MM-DD'; the viewer's today by default (tests and stories fix it). */
  today?: string;
  /** A compact list row: the buttons beside the date rather than under it. */
  oneLine?: boolean;
};

// The date picker (@mantine/dates) loads when a button is pointed at or focused, not with the list.
const ScheduleLaunchModal = lazyWithPreload(() => import('./ScheduleLaunchModal').then((module) => module.ScheduleLaunchModal));

const buttonLabels: Record<LaunchChangeKind, string> = { schedule: 'Schedule', reschedule: 'Reschedule', unschedule: 'Unschedule' };

/**
 * A site's launch date (part 1 §2 'Launch Date cell'): the pretty date, the launch status icon and
 * the Schedule, or Reschedule and Unschedule, buttons the viewer's role may use on a status that
 * can take a date (decisions.md §2, §4). The answer of a change shows at once, before the screen
 * reloads the site.
 */
export function LaunchDateControl({ site, onChanged, today, oneLine = false }: LaunchDateControlProps) {
  const { role } = useViewer();
  const day = today ?? dayjs().format('YYYY-MM-DD');
  const [mode, setMode] = useState<LaunchChangeKind | null>(null);
  const [saved, setSaved] = useState<LaunchDateUpdated | null>(null);
  // A new date from the screen replaces what this control last saved.
  useEffect(() => setSaved(null), [site.scheduled_launch_date, site.launcher_label]);

  const shown = saved
    ? {
        status: saved.launcher_label,
        listDate: saved.scheduled_launch_date,
        pretty: saved.pretty_scheduled_launch_date,
      }
    : { status: site.launcher_label, listDate: site.scheduled_launch_date, pretty: site.pretty_scheduled_launch_date };
  const date = shown.listDate ? dayOfListDate(shown.listDate) : null;
  const icon = launchStatus(shown.status, date, day);

  const modes = launchChangesFor(role, shown.status, date !== null);

  const close = useCallback(() => setMode(null), []);
  const changed = useCallback(
    (result: LaunchDateUpdated) => {
      setSaved(result);
      onChanged?.();
    },
    [onChanged],
  );

  const stack = plainStack({ gap: 2, align: 'flex-start' });
  const text = plainText({ dimmed: !shown.pretty });
  // Plain elements with Mantine's classes: a list row draws one (decision 0620).
  return (
    // Date on one line, its controls under it: a list cell is too narrow to hold both side by side,
    // unless the person chose compact rows (the table then scrolls sideways, its actions kept in view).
    <div {...stack} style={oneLine ? { ...stack.style, flexDirection: 'row', alignItems: 'center', gap: 6 } : stack.style}>
      <div {...plainGroup({ gap: 6, wrap: 'nowrap' })}>
        {icon && <LaunchStatusIcon status={icon} />}
        <p {...text} style={{ ...text.style, whiteSpace: 'nowrap' }}>
          {shown.pretty ?? 'Not scheduled'}
        </p>
      </div>
      {modes.length > 0 && (
        <div {...plainGroup({ gap: 4, wrap: 'nowrap' })}>
          {modes.map((candidate) => (
            <Button
              key={candidate}
              size="compact-xs"
              variant="subtle"
              color={candidate === 'unschedule' ? 'red' : undefined}
              onClick={() => setMode(candidate)}
              onPointerEnter={() => void ScheduleLaunchModal.preload()}
              onFocus={() => void ScheduleLaunchModal.preload()}
              aria-label={site.name ? `${buttonLabels[candidate]} ${site.name}` : undefined}
            >
              {buttonLabels[candidate]}
            </Button>
          ))}
        </div>
      )}
      {mode && (
        <Suspense fallback={null}>
          <ScheduleLaunchModal
            mode={mode}
            siteId={site.id}
            siteName={site.name}
            oldDate={date}
            prettyOldDate={shown.pretty}
            today={day}
            onClose={close}
            onChanged={changed}
          />
        </Suspense>
      )}
    </div>
  );
}
