// The date picker's styles come with its code, not with every page (issue 17).
import '@mantine/dates/styles.css';
import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DayLaunchesList } from './DayLaunchesList';
import { monthOf } from './launchCalendarDays';
import { CapacityLegend, LaunchDayCell, launchDayLabel, offDayStyle, todayStyle } from './LaunchDayCell';
import { useLaunchCounts } from './useLaunchCounts';
import { useLookups } from '../../lookups/useLookups';
import { Drawer } from '../shared/overlays/Modal';

type LaunchCalendarViewProps = {
  /** 'YYYY-MM-DD' of the month shown first; this month by default. */
  initialMonth?: string;
};

/**
 * The Launch Schedule's month calendar: each day shows its launches as 'n/7', coloured by how full
 * it is, today outlined; prev/next month; a click on a day lists its sites in a drawer. It stays
 * small beside its legend so the list below starts on the first screen (issue 33); on a phone it
 * folds away behind 'Show calendar', the list being what most people come for.
 */
export function LaunchCalendarView({ initialMonth }: LaunchCalendarViewProps) {
  const today = dayjs().format('YYYY-MM-DD');
  const [month, setMonth] = useState(() => monthOf(initialMonth ?? today));
  const [selected, setSelected] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [shownOnPhone, setShownOnPhone] = useState(false);
  const launchCounts = useLaunchCounts(month);
  const { launchHolidays } = useLookups();
  const countOn = (date: string) => (launchCounts.status === 'loaded' ? (launchCounts.counts.get(date) ?? 0) : null);
  const open = !phone || shownOnPhone;

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Launch calendar">
      <Group align="flex-start" gap="lg" wrap={phone ? 'wrap' : 'nowrap'}>
        {open && (
          <Box w={phone ? '100%' : 420} style={{ flexShrink: 0 }}>
            <Calendar
              date={month}
              onDateChange={(date) => setMonth(monthOf(date))}
              maxLevel="month"
              firstDayOfWeek={1}
              size="sm"
              previousLabel="Previous month"
              nextLabel="Next month"
              getDayAriaLabel={(date) => launchDayLabel(date, countOn(date), launchHolidays, true, date === today)}
              getDayProps={(date) => ({
                selected: date === selected,
                onClick: () => setSelected(date),
                'aria-current': date === today ? 'date' : undefined,
                style: { ...offDayStyle(date, launchHolidays), ...(date === today ? todayStyle : undefined) },
              })}
              renderDay={(date) => <LaunchDayCell date={date} count={countOn(date)} />}
              weekendDays={[]}
              // The neighbouring months' days were too pale to read; their own month shows them.
              hideOutsideDates
              fullWidth
              // Room for the date and its 'n/7' badge, and no more: the list follows.
              styles={{ day: { height: 40, width: '100%' } }}
            />
          </Box>
        )}
        <Stack gap="xs" flex={1} miw={0}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>Launches per day</Text>
            {phone && (
              <Button size="compact-sm" variant="subtle" aria-expanded={open} onClick={() => setShownOnPhone(!shownOnPhone)}>
                {open ? 'Hide calendar' : 'Show calendar'}
              </Button>
            )}
          </Group>
          {launchCounts.status === 'loading' && (
            <Text size="xs" c="dimmed" aria-busy="true">
              Loading launch counts...
            </Text>
          )}
          {launchCounts.status === 'failed' && (
            <Text size="xs" c="var(--mantine-color-error)" role="alert">
              Unable to load launch counts
            </Text>
          )}
          {open && <CapacityLegend withToday />}
        </Stack>
      </Group>
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
