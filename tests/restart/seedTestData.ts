import { hashToken, newToken } from '../../server/auth/tokens';
import type { DatabaseHandle } from '../../server/db/database';

/**
 * A designer signed in (a session token, as after /login) and a site to write notes on, written
 * straight into the test's own database once the first instance has migrated it.
 */
export const seedTestData = async (handle: DatabaseHandle): Promise<{ token: string; siteId: number }> => {
  const { id: userId } = await handle.db
    .insertInto('users')
    .values({ name: 'Restart designer', email: 'restart.designer@test.example', role: 'designer' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newToken();
  await handle.db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: new Date(Date.now() + 3_600_000) })
    .execute();
  // A site belongs to a corporation, the first one unless told otherwise.
  await handle.db.insertInto('corporations').values({ id: 1, name: 'Corporate' }).execute();
  const { id: siteId } = await handle.db
    .insertInto('sites')
    .values({ name: 'Restart Funeral Home' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, siteId };
};
