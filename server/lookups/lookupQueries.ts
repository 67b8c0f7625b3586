import type { Kysely } from 'kysely';
import type { NamedLookup, NamedOption, PersonOption, StaffMember } from '../../domain/api/lookups.schema';
import type { Holiday } from '../../domain/launchSchedule/holidays';
import type { LaunchReasonOption } from '../../domain/launchSchedule/launchReasons';
import type { Role } from '../../domain/roles';
import type { Database } from '../db/schema';

/** Each id-and-name list and the table it reads. */
const namedLookupTables = {
  corporations: 'corporations',
  referralPartners: 'referral_partners',
  providers: 'providers',
  fundingPartners: 'funding_partners',
  addons: 'addons',
} as const satisfies Record<NamedLookup, string>;

/** The active users of a role, by name: the people a site can be assigned to. */
export const listPeople = async (db: Kysely<Database>, role: Role): Promise<PersonOption[]> => {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'image'])
    .where('role', '=', role)
    .where('active', '=', true)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, user_id: row.id, name: row.name, image: row.image }));
};

/** Every active user whatever their role, by name: the people a note or revision may @mention (issue 34). */
export const listStaff = (db: Kysely<Database>): Promise<StaffMember[]> =>
  db.selectFrom('users').select(['id', 'name', 'role', 'email']).where('active', '=', true).orderBy('name').orderBy('id').execute();

/** Each list in its kept order; addons with the question asked before one is ticked. */
export const listNamed = (db: Kysely<Database>, lookup: NamedLookup): Promise<NamedOption[]> =>
  lookup === 'addons'
    ? db.selectFrom('addons').select(['id', 'name', 'retired', 'question']).orderBy('position').orderBy('id').execute()
    : db.selectFrom(namedLookupTables[lookup]).select(['id', 'name', 'retired']).orderBy('position').orderBy('id').execute();

/** The company's launch holidays (the federal ones are rules in domain/launchSchedule/holidays.ts). */
export const listLaunchHolidays = (db: Kysely<Database>): Promise<Holiday[]> =>
  db.selectFrom('launch_holidays').select(['date', 'name']).orderBy('date').execute();

/** The reasons a reschedule or unschedule may give: the ones not retired, in their kept order. */
export const listLaunchReasons = async (db: Kysely<Database>): Promise<LaunchReasonOption[]> => {
  const rows = await db
    .selectFrom('launch_reasons')
    .select(['name', 'requires_note'])
    .where('retired', '=', false)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ name: row.name, requiresNote: row.requires_note }));
};
