import type { Kysely } from 'kysely';
import type { Preferences, UpdatePreferencesBody } from '../../domain/api/me.schema';
import type { Database } from '../db/schema';
import { notFound } from '../http/httpError';

export const readPreferences = async (db: Kysely<Database>, userId: number): Promise<Preferences> => {
  const row = await db.selectFrom('users').select(['density', 'color_scheme']).where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('User');
  return { density: row.density, colorScheme: row.color_scheme };
};

/**
 * PATCH /api/me/preferences. Not logged: a person's density or colour scheme changes nothing
 * anyone else sees, and the site log is about sites and access.
 */
export const updatePreferences = async (db: Kysely<Database>, userId: number, body: UpdatePreferencesBody): Promise<Preferences> => {
  await db
    .updateTable('users')
    .set({
      ...(body.density !== undefined ? { density: body.density } : {}),
      ...(body.colorScheme !== undefined ? { color_scheme: body.colorScheme } : {}),
    })
    .where('id', '=', userId)
    .execute();
  return readPreferences(db, userId);
};
