import { type Kysely, sql } from 'kysely';
import type { Role } from '../../../domain/roles';
import { hashPassword } from '../../signIn/password';
import type { Database } from '../schema';
import { createRng } from './prng';

export interface DemoLogin {
  role: Role;
  email: string;
  password: string;
}

const demoPassword = 'demo-password';

/** One sign-in per role of decisions.md §1, `<role>@example.com`. */
const roleUsers: readonly { role: Role; name: string }[] = [
  { role: 'admin', name: 'Alex Morgan' },
  { role: 'executive', name: 'Patricia Hale' },
  { role: 'ae', name: 'Marcus Bell' },
  { role: 'am', name: 'Dana Whitfield' },
  { role: 'designer', name: 'Priya Raman' },
  { role: 'care', name: 'Jordan Ellis' },
  { role: 'sdr', name: 'Tyler Brooks' },
  { role: 'florist', name: 'Rosa Delgado' },
  { role: 'launch', name: 'Owen Park' },
];

/** More people for each assignable role, so every pick list has a real choice. */
const extraPeople: readonly { role: Role; names: readonly string[] }[] = [
  { role: 'designer', names: ['Mei Chen', 'Lucas Ferreira', 'Hannah Novak', 'Samuel Okafor'] },
  { role: 'florist', names: ['Ivy Thornton', 'Caleb Russo'] },
  { role: 'am', names: ['Grace Liu', 'Nathan Cole', 'Olivia Grant'] },
  { role: 'sdr', names: ['Ethan Price', 'Maya Jensen'] },
  { role: 'ae', names: ['Rachel Stein', 'Victor Alvarez', 'Chloe Dupont'] },
  { role: 'care', names: ['Noah Kim', 'Emma Walsh', 'Isaac Mensah'] },
];

const emailOf = (name: string): string => `${name.toLowerCase().replaceAll(/[^a-z]+/g, '.')}@example.com`;

/** The demo password's hash: scrypt is deliberately slow, so a caller may start it early and pass it to seedDemoUsers. */
export const hashDemoPassword = (): Promise<string> => hashPassword(demoPassword);

/**
 * The demo's staff. Everyone shares the demo password, hashed once. Users whose e-mail exists
 * already are left alone. Returns the per-role sign-ins.
 */
export const seedDemoUsers = async (db: Kysely<Database>, demoPasswordHash: Promise<string> = hashDemoPassword()): Promise<DemoLogin[]> => {
  const passwordHash = await demoPasswordHash;
  const rng = createRng(7);
  const rows = [
    ...roleUsers.map(({ role, name }) => ({ role, name, email: `${role}@example.com` })),
    ...extraPeople.flatMap(({ role, names }) => names.map((name) => ({ role, name, email: emailOf(name) }))),
  ].map((person) => ({ ...person, password_hash: passwordHash, trello_id: rng.hex(24), image: null }));
  await db
    .insertInto('users')
    .values(rows)
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .execute();
  return roleUsers.map(({ role }) => ({ role, email: `${role}@example.com`, password: demoPassword }));
};
