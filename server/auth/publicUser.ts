import type { Kysely } from 'kysely';
import type { User } from '../../domain/api/signIn.schema';
import type { Database } from '../db/schema';
import type { SessionUser } from '../http/appEnv';

/** The user fields any signed-in user may read (never the password hash or the active flag). */
export const publicUserColumns = ['id', 'name', 'role', 'image', 'email', 'trello_id'] as const;

export const findPublicUser = (db: Kysely<Database>, id: number): Promise<User | undefined> =>
  db.selectFrom('users').select(publicUserColumns).where('id', '=', id).executeTakeFirst();

export const toPublicUser = ({ id, name, role, image, email, trello_id }: SessionUser | User): User => ({
  id,
  name,
  role,
  image,
  email,
  trello_id,
});
