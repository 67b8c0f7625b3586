import { type Kysely, sql } from 'kysely';
import type { Person, PersonState } from '../../domain/api/people.schema';
import type { Role } from '../../domain/roles';
import type { Database } from '../db/schema';
import { notFound } from '../http/httpError';

/** The People screen's columns, the state worked out as issue 29 defines it. */
const personRows = (db: Kysely<Database>) =>
  db.selectFrom('users').select((eb) => [
    'users.id',
    'users.name',
    'users.email',
    'users.role',
    'users.trello_id',
    'users.last_sign_in_at',
    'users.totp_enabled_at',
    eb
      .case()
      .when('users.active', '=', false)
      .then(sql.lit<PersonState>('deactivated'))
      .when(
        eb.and([
          eb('users.last_sign_in_at', 'is', null),
          eb.exists(
            eb
              .selectFrom('account_tokens')
              .select('account_tokens.id')
              .whereRef('account_tokens.user_id', '=', 'users.id')
              .where('account_tokens.kind', '=', 'invitation')
              .where('account_tokens.used_at', 'is', null)
              .where('account_tokens.revoked_at', 'is', null),
          ),
        ]),
      )
      .then(sql.lit<PersonState>('invited'))
      .else(sql.lit<PersonState>('active'))
      .end()
      .as('state'),
  ]);

type PersonRow = Awaited<ReturnType<ReturnType<typeof personRows>['executeTakeFirstOrThrow']>>;

const toPerson = (row: PersonRow): Person => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  state: row.state,
  lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
  secondFactor: row.totp_enabled_at !== null,
  trelloId: row.trello_id,
});

/** Everyone, by name; `search` matches the name or the e-mail in any case. */
export const listPeople = async (
  db: Kysely<Database>,
  filter: { search?: string | undefined; role?: Role | undefined },
): Promise<Person[]> => {
  let query = personRows(db);
  if (filter.role) query = query.where('users.role', '=', filter.role);
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query = query.where((eb) => eb.or([eb(sql`lower(users.name)`, 'like', pattern), eb(sql`lower(users.email)`, 'like', pattern)]));
  }
  const rows = await query.orderBy('users.name').orderBy('users.id').execute();
  return rows.map(toPerson);
};

/** One person as the People screen shows them; 404 'Person not found'. */
export const readPerson = async (db: Kysely<Database>, id: number): Promise<Person> => {
  const row = await personRows(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Person');
  return toPerson(row);
};
