import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { maxUploadBytes } from '../../domain/api/intake.schema';
import { meEndpoints } from '../../domain/api/me.endpoints';
import { avatarFields } from '../../domain/api/me.schema';
import { readMultipart } from '../http/readMultipart';
import { built, defineRoute, type RouteModule } from '../http/route';
import { imageTooLarge } from '../intake/imageFile';
import { changePassword } from '../me/changePassword';
import { readPreferences, updatePreferences } from '../me/preferences';
import { findAvatar, readProfile, replaceAvatar, updateProfile } from '../me/profile';
import { endOtherSessions, endOwnSession, listSessions } from '../me/sessionList';

/** /api/me/*: the signed-in person's own profile, avatar, preferences, password and sessions (domain/api/me.endpoints.ts). */
export const meRoutes: RouteModule = () => [
  defineRoute(meEndpoints.profile, ({ deps, user }) => readProfile(deps.db, user.id)),
  defineRoute(meEndpoints.updateProfile, ({ deps, user, body }) => updateProfile(deps, user, body)),
  defineRoute(meEndpoints.uploadAvatar, async ({ c, deps, user }) => {
    const { file } = await readMultipart(c.req.raw, {
      fields: avatarFields,
      fileField: 'avatar',
      maxFileBytes: maxUploadBytes,
      tooLarge: () => imageTooLarge('avatar'),
    });
    return replaceAvatar(deps, user, file);
  }),
  defineRoute(meEndpoints.preferences, ({ deps, user }) => readPreferences(deps.db, user.id)),
  defineRoute(meEndpoints.updatePreferences, ({ deps, user, body }) => updatePreferences(deps.db, user.id, body)),
  defineRoute(meEndpoints.avatar, async ({ deps, params }) => {
    const avatar = await findAvatar(deps.db, deps.config, params.name);
    const { size } = await stat(avatar.path);
    return built(
      new Response(Readable.toWeb(createReadStream(avatar.path)) as ReadableStream, {
        headers: {
          'content-type': avatar.contentType,
          'content-length': String(size),
          'cache-control': 'private, max-age=3600',
          'x-content-type-options': 'nosniff',
        },
      }),
    );
  }),
  defineRoute(meEndpoints.changePassword, ({ deps, user, body }) => changePassword(deps, user, body)),
  defineRoute(meEndpoints.sessions, ({ deps, user }) => listSessions(deps, user)),
  defineRoute(meEndpoints.endSession, ({ deps, user, params }) => endOwnSession(deps, user, params.id)),
  defineRoute(meEndpoints.endOtherSessions, ({ deps, user }) => endOtherSessions(deps, user)),
];
