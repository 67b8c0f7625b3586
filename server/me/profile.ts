import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Profile, UpdateProfileBody } from '../../domain/api/me.schema';
import type { Database } from '../db/schema';
import type { AppDeps, SessionUser } from '../appDeps';
import { notFound } from '../http/httpError';
import { acceptImage, writeImageFile } from '../intake/imageFile';
import { uploadsFolder } from '../intake/uploadsFolder';
import { writeLog } from '../log/writeLog';

/** The URL an avatar is served at; `users.image` holds it, so everything that shows a person's image already reads it. */
const avatarPrefix = '/api/avatars/';

export const readProfile = async (db: Kysely<Database>, userId: number): Promise<Profile> => {
  const row = await db.selectFrom('users').select(['name', 'email', 'image', 'trello_id']).where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('User');
  return { name: row.name, email: row.email, image: row.image, trelloMemberId: row.trello_id };
};

/** PATCH /api/me/profile: the name and the board member id, logged without a site. */
export const updateProfile = async (deps: Pick<AppDeps, 'db' | 'now'>, user: SessionUser, body: UpdateProfileBody): Promise<Profile> => {
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.trelloMemberId !== undefined ? { trello_id: body.trelloMemberId } : {}),
      })
      .where('id', '=', user.id)
      .execute();
    await writeLog(trx, { siteId: null, userId: user.id, message: 'Profile updated', at: deps.now() });
  });
  return readProfile(deps.db, user.id);
};

/**
 * POST /api/me/avatar: the image is checked and written as intake images are; the profile then
 * points at it and the previous avatar's file is removed. A failed update removes the new file.
 */
export const replaceAvatar = async (deps: Pick<AppDeps, 'db' | 'config' | 'now'>, user: SessionUser, file: File): Promise<Profile> => {
  const accepted = await acceptImage(file, 'avatar');
  const written = await writeImageFile(deps.config, accepted);
  let previous: string | null;
  try {
    previous = await deps.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('users').select('image').where('id', '=', user.id).forUpdate().executeTakeFirst();
      await trx
        .updateTable('users')
        .set({ image: `${avatarPrefix}${written.storedName}` })
        .where('id', '=', user.id)
        .execute();
      await writeLog(trx, { siteId: null, userId: user.id, message: 'Avatar changed', at: deps.now() });
      return before?.image ?? null;
    });
  } catch (error) {
    await rm(written.file, { force: true });
    throw error;
  }
  if (previous?.startsWith(avatarPrefix))
    await rm(path.join(uploadsFolder(deps.config), previous.slice(avatarPrefix.length)), { force: true });
  return readProfile(deps.db, user.id);
};

/** GET /api/avatars/{name}: only a file some person's profile names is served (404 'Avatar not found' otherwise). */
export const findAvatar = async (db: Kysely<Database>, config: AppDeps['config'], name: string) => {
  const owner = await db.selectFrom('users').select('id').where('image', '=', `${avatarPrefix}${name}`).executeTakeFirst();
  if (!owner) throw notFound('Avatar');
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return { path: path.join(uploadsFolder(config), name), contentType: ext === 'jpg' ? 'image/jpeg' : `image/${ext}` };
};
