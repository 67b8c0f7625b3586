import { endpoint } from './endpoint';
import { idParams } from './id.schema';
import {
  type NamedLookup,
  namedLookups,
  namedOptionsSchema,
  type PersonLookup,
  launchHolidaysSchema,
  launchReasonsSchema,
  personLookupRoles,
  personOptionsSchema,
  staffSchema,
} from './lookups.schema';
import { userSchema } from './signIn.schema';

const personList = (lookup: PersonLookup) =>
  endpoint({
    method: 'get',
    path: `/api/${lookup}`,
    capability: 'readSites',
    summary: `The active users of role ${personLookupRoles[lookup]}, by name`,
    description:
      "`[{id, user_id, name, image}]`: `id` and `user_id` are both the user id (the pick lists key on either). The browser puts 'Not assigned' first.",
    answers: { 200: personOptionsSchema },
  });

const namedList = (lookup: NamedLookup) =>
  endpoint({
    method: 'get',
    path: `/api/${lookup}`,
    capability: 'readSites',
    summary: `The ${lookup}, by id`,
    description: '`[{id, name, retired}]`; addons also `question`, asked before one is ticked.',
    answers: { 200: namedOptionsSchema },
  });

const tableOf = <K extends string, E>(keys: readonly K[], make: (key: K) => E) =>
  Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, E>;

/** The shared lists the browser loads at start-up (part 1 §3 and §7), and one user's public fields. Everyone signed in. */
export const lookupsEndpoints = {
  people: tableOf(Object.keys(personLookupRoles) as PersonLookup[], personList),
  named: tableOf(namedLookups, namedList),
  staff: endpoint({
    method: 'get',
    path: '/api/staff',
    capability: 'readSites',
    summary: 'Every active staff member, whatever their role, by name',
    description: '`[{id, name, role, email}]`: the people a note or revision may @mention (issue 34); deactivated people are left out.',
    answers: { 200: staffSchema },
  }),
  launchHolidays: endpoint({
    method: 'get',
    path: '/api/launchHolidays',
    capability: 'readSites',
    summary: "The company's launch holidays, by date",
    description:
      '`[{date, name}]`: days no launch goes out beside the federal holidays (the date rules and the calendar read both; the Settings screen keeps these).',
    answers: { 200: launchHolidaysSchema },
  }),
  launchReasons: endpoint({
    method: 'get',
    path: '/api/launchReasons',
    capability: 'readSites',
    summary: 'The reschedule and unschedule reasons offered, in order',
    description: "`[{name, requiresNote}]`, retired ones left out; 'Other' requires a note.",
    answers: { 200: launchReasonsSchema },
  }),
  user: endpoint({
    method: 'get',
    path: '/api/users/:id{[0-9]+}',
    capability: 'readSites',
    summary: "A user's public fields",
    description: '`{id, name, role, image, email, trello_id}`.',
    params: idParams,
    answers: { 200: userSchema },
    refusals: { 404: 'User not found' },
  }),
};
