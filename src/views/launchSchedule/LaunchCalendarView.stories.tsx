import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onPhone } from '../../testing/onPhone';
import { storyWiring } from '../../testing/storyWiring';
import { offline } from '../../testing/stubAnswer';
import { LaunchCalendarView } from './LaunchCalendarView';
import { launchScheduleActorsFixture } from './launchFixtures';
import { machineDoc } from '../../stories/machineDocs';
import { launchCountsMachine } from '../../../machines/launchSchedule/launchCounts.machine';
import { dayLaunchesMachine } from '../../../machines/launchSchedule/dayLaunches.machine';
import { dayLaunchesNotes, launchCountsNotes } from '../../stories/notes/listNotes';

const wired = (answers: Parameters<typeof launchScheduleActorsFixture>[0] = {}) =>
  storyWiring({ path: '/launch-schedule', actors: () => ({ launchSchedule: launchScheduleActorsFixture(answers) }) });

/** One story per state of the counts (launchCountsMachine) and of the day's list (dayLaunchesMachine). */
const meta = {
  title: 'launchCalendar',
  component: LaunchCalendarView,
  args: { initialMonth: '2025-03-01' },
  parameters: {
    machineDocs: [machineDoc(launchCountsMachine, launchCountsNotes), machineDoc(dayLaunchesMachine, dayLaunchesNotes)],
    ...wired(),
  },
} satisfies Meta<typeof LaunchCalendarView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The month's days: on a phone the calendar starts folded away, and a person taps 'Show calendar' first. */
const calendar = async (canvasElement: HTMLElement) => {
  const body = page(canvasElement);
  if (onPhone(canvasElement)) {
    const show = await body.findByRole('button', { name: 'Show calendar' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    await expect(body.getByRole('button', { name: 'Hide calendar' })).toHaveAttribute('aria-expanded', 'true');
  }
  return body;
};

const openThe18th = async (canvasElement: HTMLElement) => {
  const body = await calendar(canvasElement);
  await userEvent.click(await body.findByRole('button', { name: '18 March 2025, 5/7 launches' }));
  return within(await body.findByRole('dialog', { name: 'Launches on Mar 18, 2025' }));
};

export const LoadingCounts: Story = {
  parameters: wired({ loadLaunchCounts: 'pending' }),
  play: async ({ canvasElement }) => {
    const body = await calendar(canvasElement);
    await expect(await body.findByText('Loading launch counts...')).toHaveAttribute('aria-busy', 'true');
    await expect(body.getByRole('button', { name: '18 March 2025' })).toBeInTheDocument();
  },
};

export const CountsFailed: Story = {
  parameters: wired({ loadLaunchCounts: offline }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load launch counts')).toBeInTheDocument();
  },
};

/** Each day with launches shows 'n/7'; the 19th is full. */
export const Month: Story = {
  play: async ({ canvasElement }) => {
    const body = await calendar(canvasElement);
    // Within each day: the legend beside the calendar shows a '7/7' of its own.
    const the19th = await body.findByRole('button', { name: '19 March 2025, 7/7 launches' });
    await expect(within(the19th).getByText('7/7')).toBeInTheDocument();
    await expect(within(body.getByRole('button', { name: '18 March 2025, 5/7 launches' })).getByText('5/7')).toBeInTheDocument();
  },
};

/** This month: today is outlined, named '(today)' and the page's current date. */
export const Today: Story = {
  args: { initialMonth: undefined },
  play: async ({ canvasElement }) => {
    const today = new Date();
    const name = `${today.getDate()} ${today.toLocaleString('en-US', { month: 'long' })} ${today.getFullYear()} (today)`;
    const body = await calendar(canvasElement);
    const day = await body.findByRole('button', { name: (accessibleName) => accessibleName.startsWith(name) });
    await expect(day).toHaveAttribute('aria-current', 'date');
    await expect(body.getByText('Today')).toBeInTheDocument();
  },
};

/** A day clicked: its sites in the drawer, each linking to the site. */
export const DayOpen: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openThe18th(canvasElement);
    await expect(await drawer.findByRole('link', { name: 'Oak Hill Funeral Home' })).toHaveAttribute('href', '/sites/id/201');
  },
};

export const DayLoading: Story = {
  parameters: wired({ loadDayLaunches: 'pending' }),
  play: async ({ canvasElement }) => {
    const drawer = await openThe18th(canvasElement);
    await expect(await drawer.findByLabelText('Loading launches')).toHaveAttribute('aria-busy', 'true');
  },
};

export const DayFailed: Story = {
  parameters: wired({ loadDayLaunches: offline }),
  play: async ({ canvasElement }) => {
    const drawer = await openThe18th(canvasElement);
    await expect(await drawer.findByText('Unable to load the launches of this day')).toBeInTheDocument();
  },
};

/** A day without launches says so. */
export const DayEmpty: Story = {
  play: async ({ canvasElement }) => {
    const body = await calendar(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: '17 March 2025, 2/7 launches' }));
    const drawer = within(await body.findByRole('dialog', { name: 'Launches on Mar 17, 2025' }));
    await expect(await drawer.findByText('No launches on this day')).toBeInTheDocument();
  },
};
