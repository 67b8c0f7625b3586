// The date picker's styles come with its code, not with every page (issue 17).
import '@mantine/dates/styles.css';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DayLaunchesList } from './DayLaunchesList';
import { monthOf } from './launchCalendarDays';
import { CapacityLegend, LaunchDayCell, launchDayLabel, offDayStyle } from './LaunchDayCell';
import { useLaunchCounts } from './useLaunchCounts';
import { useLookups } from '../../lookups/useLookups';
import { Drawer } from '../shared/overlays/Modal';

type LaunchCalendarViewProps = {
  /** 'YYYY-MM-DD' of the month shown first; this month by default. */
  initialMonth?: string;
};

/**
 * The Launch Schedule's month calendar: each day shows its launches as 'n/7', coloured by how full
 * it is; prev/next month; a click on a day lists its sites in a drawer.
 */
export function LaunchCalendarView({ initialMonth }: LaunchCalendarViewProps) {
  const [month, setMonth] = useState(() => monthOf(initialMonth ?? dayjs().format('YYYY-MM-DD')));
  const [selected, setSelected] = useState<string | null>(null);
  const launchCounts = useLaunchCounts(month);
  const { launchHolidays } = useLookups();
  const countOn = (date: string) => (launchCounts.status === 'loaded' ? (launchCounts.counts.get(date) ?? 0) : null);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Launch calendar">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>Launches per day</Text>
          {launchCounts.status === 'loading' && (
            <Text size="xs" c="dimmed" aria-busy="true">
              Loading launch counts...
            </Text>
          )}
          {launchCounts.status === 'failed' && (
            <Text size="xs" c="red.9" role="alert">
              Unable to load launch counts
            </Text>
          )}
        </Group>
        <Calendar
          date={month}
          onDateChange={(date) => setMonth(monthOf(date))}
          maxLevel="month"
          firstDayOfWeek={1}
          size="lg"
          previousLabel="Previous month"
          nextLabel="Next month"
          getDayAriaLabel={(date) => launchDayLabel(date, countOn(date), launchHolidays)}
          getDayProps={(date) => ({
            selected: date === selected,
            onClick: () => setSelected(date),
            style: offDayStyle(date, launchHolidays),
          })}
          renderDay={(date) => <LaunchDayCell date={date} count={countOn(date)} />}
          weekendDays={[]}
          // The neighbouring months' days were too pale to read; their own month shows them.
          hideOutsideDates
          fullWidth
          // The month spans the page; on a phone a day is a seventh of the screen less the page's padding.
          styles={{ day: { height: 56, width: '100%' } }}
        />
        <CapacityLegend />
      </Stack>
      <Drawer
        opened={selected !== null}
        onClose={() => setSelected(null)}
        position="right"
        title={selected ? `Launches on ${dayjs(selected).format('MMM D, YYYY')}` : undefined}
      >
        {selected && <DayLaunchesList key={selected} day={selected} />}
      </Drawer>
    </Paper>
  );
}
