import { fromPromise } from 'xstate';
import type { LaunchDateUpdated, LaunchDayCount } from '../../../domain/api/launchSchedule.schema';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import type { LaunchScheduleActors } from '../../../machines/launchSchedule/launchSchedule.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';
import { siteRow } from '../siteList/fixtures/siteRows';
import type { LaunchDateSite } from './LaunchDateControl';

/** A Wednesday: the first day an account executive may pick is Monday the 17th. */
export const launchToday = '2025-03-12';

export const unscheduledSite: LaunchDateSite = {
  id: 1042,
  name: 'Evergreen Chapel',
  launcher_label: '100% Ready',
  scheduled_launch_date: null,
  pretty_scheduled_launch_date: null,
};

export const scheduledSite: LaunchDateSite = {
  ...unscheduledSite,
  scheduled_launch_date: '20250320',
  pretty_scheduled_launch_date: 'Mar 20, 2025',
};

/** March 2025 as the capacity call answers it: the 18th has room, the 19th is full. */
const marchCapacity: LaunchDayCount[] = [
  { date: '2025-03-17', count: 2 },
  { date: '2025-03-18', count: 5 },
  { date: '2025-03-19', count: 7 },
  { date: '2025-03-20', count: 1 },
];

const marchLaunches: Record<string, SiteRow[]> = {
  '2025-03-18': [
    siteRow({ id: 201, name: 'Oak Hill Funeral Home', scheduled_launch_date: '20250318', launcher_label: '100% Ready' }),
    siteRow({ id: 202, name: 'Riverside Memorial', scheduled_launch_date: '20250318', launcher_label: 'Approved' }),
  ],
};

const updated = (input: { id: number; launchDate?: string | null }): LaunchDateUpdated => ({
  id: input.id,
  kind: input.launchDate ? 'schedule' : 'unschedule',
  scheduled_launch_date: input.launchDate?.replaceAll('-', '') ?? null,
  pretty_scheduled_launch_date: input.launchDate
    ? new Date(`${input.launchDate}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
    : null,
  launcher_label: '100% Ready',
});

type Answers = Partial<Record<keyof LaunchScheduleActors, StubAnswer>> & {
  /** The day's count the availability check answers: 2 (room) by default, 7 for a day filled meanwhile. */
  launchesThatDay?: number;
};

/** Launch-schedule actors for stories and tests over March 2025: each call answers, never settles, or fails as asked. */
export const launchScheduleActorsFixture = ({ launchesThatDay = 2, ...answers }: Answers = {}): LaunchScheduleActors => ({
  checkAvailability: fromPromise(() => stubAnswer(answers.checkAvailability ?? 'answer', () => ({ count: launchesThatDay }))),
  submitLaunchDate: fromPromise(({ input }) => stubAnswer(answers.submitLaunchDate ?? 'answer', () => updated(input))),
  loadLaunchCounts: fromPromise(() => stubAnswer(answers.loadLaunchCounts ?? 'answer', () => marchCapacity)),
  loadDayLaunches: fromPromise(({ input }) => stubAnswer(answers.loadDayLaunches ?? 'answer', () => marchLaunches[input.day] ?? [])),
});
