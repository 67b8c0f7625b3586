import { endpoint } from './endpoint';
import { idParams } from './id.schema';
import {
  launchCapacityQuery,
  launchDateAvailableQuery,
  launchDateAvailableSchema,
  launchDateUpdatedSchema,
  launchDayCountsSchema,
  updateLaunchDateBody,
} from './launchSchedule.schema';

/** Launch scheduling (part 1 §5 and §7, decisions.md §4). */
export const launchScheduleEndpoints = {
  launchDateAvailable: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/launchDateAvailable',
    capability: 'readSites',
    summary: 'How many other sites launch on a day',
    description: '`date` is YYYY-MM-DD. Answers `{count}`: the other sites (not Lost or Test) launching that day.',
    params: idParams,
    query: launchDateAvailableQuery,
    answers: { 200: launchDateAvailableSchema },
  }),
  capacity: endpoint({
    method: 'get',
    path: '/api/launches/capacity',
    capability: 'readSites',
    summary: 'Launches per day over a range of days',
    description:
      '`from` and `to` are YYYY-MM-DD, both included, the range at most 366 days. Answers `[{date, count}]` for the days with launches only.',
    query: launchCapacityQuery,
    answers: { 200: launchDayCountsSchema },
  }),
  updateLaunchDate: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/updateLaunchDate',
    capability: 'scheduleLaunch',
    summary: "Schedules, reschedules or unschedules a site's launch",
    description: [
      "`{launchDate: 'YYYY-MM-DD' | null, reason?, note?, allowNull?}`. Answers `{id, kind: 'schedule'|'reschedule'|'unschedule', scheduled_launch_date, pretty_scheduled_launch_date, launcher_label}`.",
      "The kind follows the stored and the new date; the route needs scheduleLaunch (admin, ae, launch; 403 first), then the kind's own capability scheduleLaunch / rescheduleLaunch / unscheduleLaunch (403). Rules of `domain/launchSchedule/launchDateRules.ts` answer 400 `{error, field: 'launchDate'|'reason'|'note', reason}` with part 1 §5's messages; the 7-a-day cap answers 409 'Cannot be more than 7 launches on one day' (checked under a per-day advisory lock); a site in Test, Live, Post-Live QA or Lost answers 409.",
      'A reason or note is kept as a Launch note; a Missed Launch site given a new date goes back to 100% Ready.',
    ].join('\n\n'),
    params: idParams,
    body: updateLaunchDateBody,
    answers: { 200: launchDateUpdatedSchema },
    refusals: {
      409: "The day is full ('Cannot be more than 7 launches on one day'), or the site's status takes no launch date ('Cannot <kind> a launch for a site in <status>')",
    },
  }),
};
