import type { Kysely } from 'kysely';
import type { User } from '../../domain/api/signIn.schema';
import type { Database } from '../db/schema';
import type { SessionUser } from '../appDeps';
import { notFound } from '../http/httpError';

/** The user fields any signed-in user may read (never the password hash or the active flag). */
const publicUserColumns = ['id', 'name', 'role', 'image', 'email', 'trello_id'] as const;

/** The user's public fields, or 404 'User not found'. */
export const requirePublicUser = async (db: Kysely<Database>, id: number): Promise<User> => {
  const user = await db.selectFrom('users').select(publicUserColumns).where('id', '=', id).executeTakeFirst();
  if (!user) throw notFound('User');
  return user;
};

export const toPublicUser = ({ id, name, role, image, email, trello_id }: SessionUser | User): User => ({
  id,
  name,
  role,
  image,
  email,
  trello_id,
});
