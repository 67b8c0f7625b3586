// The date picker's styles come with its code, not with every page (issue 17).
import '@mantine/dates/styles.css';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { LaunchDateUpdated } from '../../../domain/api/launchSchedule.schema';
import { exceedsDailyCap, isLaunchableDay, type LaunchChangeKind } from '../../../domain/launchSchedule/launchDateRules';
import { launchReasonNamed } from '../../../domain/launchSchedule/launchReasons';
import { useLookups } from '../../lookups/useLookups';
import { launchScheduleMachine } from '../../../machines/launchSchedule/launchSchedule.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { monthOf } from './launchCalendarDays';
import { CapacityLegend, LaunchDayCell, launchDayLabel, offDayStyle } from './LaunchDayCell';
import { useLaunchCounts } from './useLaunchCounts';
import { Modal } from '../shared/overlays/Modal';
import { Select } from '../shared/overlays/Select';

const launchModalTitles: Record<LaunchChangeKind, string> = {
  schedule: 'Schedule launch date',
  reschedule: 'Reschedule launch',
  unschedule: 'Unschedule launch',
};

const launchSubmitLabels: Record<LaunchChangeKind, string> = {
  schedule: 'Schedule',
  reschedule: 'Reschedule',
  unschedule: 'Unschedule',
};

type ScheduleLaunchModalProps = {
  mode: LaunchChangeKind;
  siteId: number;
  siteName?: string | undefined;
  /** The stored date 'YYYY-MM-DD' and its pretty form, null when unscheduled. */
  oldDate: string | null;
  prettyOldDate: string | null;
  today: string;
  onClose: () => void;
  onChanged: (result: LaunchDateUpdated) => void;
};

/**
 * The Schedule, Reschedule and Unschedule modals (part 1 §2, §5): mounted while open, one
 * launchSchedule machine per opening. The picker greys out the days the viewer's role may not
 * choose (isLaunchableDay) and, for roles the cap applies to, the days already holding 7 launches.
 */
export function ScheduleLaunchModal({
  mode,
  siteId,
  siteName,
  oldDate,
  prettyOldDate,
  today,
  onClose,
  onChanged,
}: ScheduleLaunchModalProps) {
  const { role } = useViewer();
  const { launchHolidays, launchReasons } = useLookups();
  const [snapshot, send] = useWorkflowMachine('launchSchedule', launchScheduleMachine, {
    input: { mode, siteId, role, today, oldDate, reasons: launchReasons, companyHolidays: launchHolidays },
  });
  const { context } = snapshot;

  const [month, setMonth] = useState(() => monthOf(oldDate ?? today));
  const launchCounts = useLaunchCounts(month);
  const countOn = (date: string) => (launchCounts.status === 'loaded' ? (launchCounts.counts.get(date) ?? 0) : null);
  const isFull = (date: string) => launchCounts.status === 'loaded' && exceedsDailyCap(role, launchCounts.counts.get(date) ?? 0);
  const excludeDate = (date: string) => !isLaunchableDay(date, role, today, { oldDate, companyHolidays: launchHolidays }) || isFull(date);

  const result = snapshot.matches('done') ? context.result : null;
  useEffect(() => {
    if (result) {
      onChanged(result);
      onClose();
    }
  }, [result, onChanged, onClose]);

  const busy = snapshot.matches('validating') || snapshot.matches('submitting');
  const withDate = mode !== 'unschedule';
  const withReason = mode !== 'schedule';

  return (
    <Modal opened onClose={onClose} title={launchModalTitles[mode]} size="auto" centered>
      <form
        aria-label={launchModalTitles[mode]}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <Stack gap="sm">
          {siteName && <Text fw={500}>{siteName}</Text>}
          {prettyOldDate && mode !== 'schedule' && <Text size="sm">Currently scheduled for {prettyOldDate}</Text>}
          {withDate && (
            <Stack gap={4}>
              <DatePicker
                aria-label="Launch date"
                value={context.date}
                onChange={(date) => send({ type: 'PICK_DATE', date })}
                date={month}
                onDateChange={(date) => setMonth(monthOf(date))}
                excludeDate={excludeDate}
                firstDayOfWeek={1}
                maxLevel="year"
                // The arrows are bare icons: named as the Launch Schedule calendar's are (issue 33).
                previousLabel="Previous month"
                nextLabel="Next month"
                // Mantine greys the neighbouring months' days below 4.5:1; the calendar hides them too.
                hideOutsideDates
                // Each day shows how full it is, as the Launch Schedule calendar does (issue 18).
                renderDay={(date) => <LaunchDayCell date={date} count={countOn(date)} />}
                getDayAriaLabel={(date) => launchDayLabel(date, countOn(date), launchHolidays, false)}
                getDayProps={(date) => ({ style: offDayStyle(date, launchHolidays) })}
                weekendDays={[]}
                styles={{ day: { height: 48 } }}
              />
              <CapacityLegend />
              {launchCounts.status === 'failed' && (
                <Text size="xs" c="dimmed">
                  Launch counts could not be loaded; full days are checked when you save.
                </Text>
              )}
              {context.date && <Text size="sm">Launch on {dayjs(context.date).format('MMM D, YYYY')}</Text>}
              {context.errors.launchDate && (
                <Text size="sm" c="var(--mantine-color-error)" role="alert">
                  {context.errors.launchDate}
                </Text>
              )}
            </Stack>
          )}
          {withReason && (
            <Select
              label="Reason"
              placeholder="Select a reason"
              data={launchReasons.map((reason) => reason.name)}
              value={context.reason}
              onChange={(value) => send({ type: 'PICK_REASON', reason: value })}
              error={context.errors.reason}
              withAsterisk
              comboboxProps={{ withinPortal: false }}
            />
          )}
          {withReason && (
            <Textarea
              label="Note"
              value={context.note}
              onChange={(event) => send({ type: 'CHANGE_NOTE', note: event.currentTarget.value })}
              error={context.errors.note}
              withAsterisk={launchReasonNamed(launchReasons, context.reason)?.requiresNote === true}
              rows={3}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} color={mode === 'unschedule' ? 'red' : undefined}>
              {launchSubmitLabels[mode]}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
