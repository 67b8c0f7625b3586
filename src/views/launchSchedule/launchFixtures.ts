import { fromPromise } from 'xstate';
import type { LaunchDateUpdated, LaunchDayCount } from '../../../domain/api/launchSchedule.schema';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { LaunchDateRefused, type LaunchScheduleActors } from '../../../machines/launchSchedule/launchSchedule.actors';
import { siteRow } from '../siteList/fixtures/siteRows';
import type { LaunchDateSite } from './LaunchDateControl';
import type { LaunchServices } from './launchServices';

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
export const marchCapacity: LaunchDayCount[] = [
  { date: '2025-03-17', count: 2 },
  { date: '2025-03-18', count: 5 },
  { date: '2025-03-19', count: 7 },
  { date: '2025-03-20', count: 1 },
];

export const marchLaunches: Record<string, SiteRow[]> = {
  '2025-03-18': [
    siteRow({ id: 201, name: 'Oak Hill Funeral Home', scheduled_launch_date: '20250318', launcher_label: '100% Ready' }),
    siteRow({ id: 202, name: 'Riverside Memorial', scheduled_launch_date: '20250318', launcher_label: 'Approved' }),
  ],
};

const never = <T>() => new Promise<T>(() => {});

const updated = (input: { siteId: number; launchDate: string | null }): LaunchDateUpdated => ({
  id: input.siteId,
  kind: input.launchDate ? 'schedule' : 'unschedule',
  scheduled_launch_date: input.launchDate?.replaceAll('-', '') ?? null,
  pretty_scheduled_launch_date: input.launchDate
    ? new Date(`${input.launchDate}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
    : null,
  launcher_label: '100% Ready',
});

type Behaviour = 'answer' | 'pending' | 'full' | 'fail';

/** Launch services for stories and tests: each call answers, never settles, or fails as asked. */
export const launchServicesFixture = ({
  availability = 'answer',
  submit = 'answer',
  capacity = 'answer',
  daySites = 'answer',
}: { availability?: Behaviour; submit?: Behaviour; capacity?: Behaviour; daySites?: Behaviour } = {}): LaunchServices => {
  const actors: LaunchScheduleActors = {
    checkAvailability: fromPromise(async () => {
      if (availability === 'pending') return never();
      if (availability === 'fail') throw new Error('offline');
      return { count: availability === 'full' ? 7 : 2 };
    }),
    submitLaunchDate: fromPromise(async ({ input }) => {
      if (submit === 'pending') return never();
      if (submit === 'full') throw new LaunchDateRefused('Cannot be more than 7 launches on one day', null);
      if (submit === 'fail') throw new Error('offline');
      return updated(input);
    }),
  };
  return {
    actors,
    fetchCapacity: async () => {
      if (capacity === 'pending') return never();
      if (capacity === 'fail') throw new Error('offline');
      return marchCapacity;
    },
    fetchSitesLaunchingOn: async (day) => {
      if (daySites === 'pending') return never();
      if (daySites === 'fail') throw new Error('offline');
      return marchLaunches[day] ?? [];
    },
  };
};
