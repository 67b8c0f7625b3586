import { Badge, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { isBusinessDay } from '../../../domain/launchSchedule/businessDays';
import { type Holiday, holidayOn } from '../../../domain/launchSchedule/holidays';
import { maxLaunchesPerDay as cap } from '../../../domain/launchSchedule/launchDateRules';
import { launchCountLabel, launchLoad, launchLoadColors, type LaunchLoad } from './launchCalendarDays';

/** The 9 px 'n/7' needs near-black text (white in the dark scheme) to read at 4.5:1 on every tint; the tint says the load. */
const loadBadgeStyles = { label: { color: 'light-dark(var(--mantine-color-black), var(--mantine-color-white))' } };

/** One day of a launch calendar or date picker: the date and, once counted, its launches as 'n/7'. */
export function LaunchDayCell({ date, count }: { date: string; count: number | null }) {
  return (
    <Stack gap={0} align="center">
      <span>{dayjs(date).date()}</span>
      {count !== null && count > 0 && (
        <Badge size="xs" variant="light" color={launchLoadColors[launchLoad(count)]} styles={loadBadgeStyles} px={4}>
          {launchCountLabel(count)}
        </Badge>
      )}
    </Stack>
  );
}

/**
 * Weekends and holidays take no launches: shown muted on a grey ground rather than Mantine's red,
 * which read as an error (issue 18). Pass `weekendDays={[]}` to the calendar so its red is off.
 * `companyHolidays` are the lookups' (the Settings screen keeps them).
 */
export const offDayStyle = (date: string, companyHolidays: readonly Holiday[]) =>
  isBusinessDay(date, companyHolidays) ? undefined : { color: 'var(--mantine-color-dimmed)', backgroundColor: offDayGround };

/** The off days' grey: light or dark with the colour scheme. */
const offDayGround = 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))';

/** Today, in a calendar: outlined in the primary colour, which the selected day fills (issue 33). */
export const todayStyle = { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: -2, fontWeight: 700 };

/**
 * The day's accessible name: the date, a holiday's name, and the launches once counted; the
 * picker leaves out a day with none (`withZero` false), as its badge does.
 */
export const launchDayLabel = (
  date: string,
  count: number | null,
  companyHolidays: readonly Holiday[],
  withZero = true,
  today = false,
): string => {
  const holiday = holidayOn(date, companyHolidays);
  const launches = count === null || (count === 0 && !withZero) ? '' : `, ${launchCountLabel(count)} launches`;
  return `${dayjs(date).format('D MMMM YYYY')}${today ? ' (today)' : ''}${holiday ? ` (${holiday.name})` : ''}${launches}`;
};

/** The ranges launchLoad gives each colour. */
const legend: readonly { load: LaunchLoad; range: string; text: string }[] = [
  { load: 'filling', range: `1-${cap - 3}/${cap}`, text: 'Open' },
  { load: 'almostFull', range: `${cap - 2}-${cap - 1}/${cap}`, text: 'Nearly full' },
  { load: 'full', range: `${cap}/${cap}`, text: 'Full' },
];

/** What the 'n/7' badges mean: launches booked of the 7 a day takes; the calendar also says which day is today. */
export function CapacityLegend({ withToday = false }: { withToday?: boolean }) {
  return (
    <Group gap="md" wrap="wrap" aria-label="Capacity legend" role="group">
      <Text size="xs">{`n/${cap}: launches booked of ${cap} a day`}</Text>
      {legend.map(({ load, range, text }) => (
        <Group key={load} gap={4} wrap="nowrap">
          <Badge size="xs" variant="light" color={launchLoadColors[load]} styles={loadBadgeStyles} px={4}>
            {range}
          </Badge>
          <Text size="xs">{text}</Text>
        </Group>
      ))}
      <Group gap={4} wrap="nowrap">
        <span
          aria-hidden
          style={{
            width: 16,
            height: 12,
            borderRadius: 3,
            backgroundColor: offDayGround,
            border: '1px solid var(--mantine-color-default-border)',
          }}
        />
        <Text size="xs">Weekend or holiday: no launches</Text>
      </Group>
      {withToday && (
        <Group gap={4} wrap="nowrap">
          <span aria-hidden style={{ width: 16, height: 12, borderRadius: 3, ...todayStyle }} />
          <Text size="xs">Today</Text>
        </Group>
      )}
    </Group>
  );
}
