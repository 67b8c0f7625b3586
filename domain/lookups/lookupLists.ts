import {
  namedLookups,
  personLookupRoles,
  type NamedLookup,
  type NamedOption,
  type PersonLookup,
  type PersonOption,
  type StaffMember,
} from '../api/lookups.schema';
import type { Holiday } from '../launchSchedule/holidays';
import type { LaunchReasonOption } from '../launchSchedule/launchReasons';

/** The first entry of every people list; choosing it clears the assignment (part 1 §3). */
export const notAssigned = { id: 'none', user_id: 'none', name: 'Not assigned', image: null } as const;

/** An entry of a people pick list: a person, or 'Not assigned'. */
export type PersonChoice = PersonOption | typeof notAssigned;

export const isNotAssigned = (choice: PersonChoice): choice is typeof notAssigned => choice.id === 'none';

/** Every shared list, as screens read them from useLookups(); `staff` is every active person, whom the `@` box offers. */
export type Lookups = Record<PersonLookup, PersonChoice[]> &
  Record<NamedLookup, NamedOption[]> & { launchHolidays: Holiday[]; launchReasons: LaunchReasonOption[]; staff: StaffMember[] };

export const personLookups = Object.keys(personLookupRoles) as PersonLookup[];

/**
 * The entries a choice list offers: every one not retired, and a retired one only where it is the
 * value already chosen (a site keeps its retired corporation and shows it as chosen).
 */
export const choicesOf = <T extends NamedOption>(entries: readonly T[], chosen: (entry: T) => boolean = () => false): T[] =>
  entries.filter((entry) => !entry.retired || chosen(entry));

/** Every list empty but for the 'Not assigned' entries: what screens see before the lists arrive. */
export function emptyLookups(): Lookups {
  const lookups = {} as Lookups;
  for (const name of personLookups) lookups[name] = [notAssigned];
  for (const name of namedLookups) lookups[name] = [];
  lookups.launchHolidays = [];
  lookups.launchReasons = [];
  lookups.staff = [];
  return lookups;
}
