import * as v from 'valibot';

/**
 * /api/me/*: a person's own profile, password and sessions (issue 29, Self-service). Every bad
 * field of a body is a 400 naming it.
 */

/** GET/PATCH /api/me/profile: what the person may change about themselves (not the e-mail or the role; admins do that). */
export const profileSchema = v.object({
  name: v.string(),
  email: v.string(),
  /** The avatar's URL (GET /api/avatars/{name}), or null without one. */
  image: v.nullable(v.string()),
  trelloMemberId: v.nullable(v.string()),
});
export type Profile = v.InferOutput<typeof profileSchema>;

const trelloMemberId = v.nullable(
  v.pipe(
    v.string('trelloMemberId must be text or null'),
    v.trim(),
    v.maxLength(64, 'trelloMemberId must be at most 64 characters'),
    // A board member id is 24 hexadecimal digits; blank clears it.
    v.regex(/^([0-9a-fA-F]{24})?$/, 'trelloMemberId must be a board member id (24 hexadecimal digits)'),
    v.transform((id) => (id === '' ? null : id)),
  ),
);

export const updateProfileBody = v.pipe(
  v.object({
    name: v.optional(
      v.pipe(
        v.string('name must be text'),
        v.trim(),
        v.nonEmpty('name must not be empty'),
        v.maxLength(100, 'name must be at most 100 characters'),
      ),
    ),
    trelloMemberId: v.optional(trelloMemberId),
  }),
  v.check((body) => body.name !== undefined || body.trelloMemberId !== undefined, 'send name or trelloMemberId'),
);
export type UpdateProfileBody = v.InferOutput<typeof updateProfileBody>;

/** POST /api/me/avatar (multipart): the image in the `avatar` field; no text fields. */
export const avatarFields = v.object({});

/** GET /api/avatars/{name}: the stored file name the profile's `image` URL ends in. */
export const avatarParams = v.object({
  name: v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/, 'name must be an avatar file name')),
});

// A new password is checked by domain/people/passwordPolicy.ts on the server; the length cap only stops megabyte bodies.
const password = (field: string) =>
  v.pipe(v.string(`${field} must be text`), v.nonEmpty(`${field} is required`), v.maxLength(1024, `${field} is too long`));

/** POST /api/me/password. */
export const changePasswordBody = v.object({ currentPassword: password('currentPassword'), newPassword: password('newPassword') });

/** The answer of a change that ends sessions: how many of the person's sessions it ended. */
export const endedSessionsSchema = v.object({ ended: v.number() });

/** GET /api/me/sessions: each live session of the person, newest sign-in first. */
export const sessionSchema = v.object({
  id: v.number(),
  /** 'Chrome on Windows', from the browser's user agent; 'Unknown device' without one. */
  device: v.string(),
  address: v.nullable(v.string()),
  signedInAt: v.string(),
  lastSeenAt: v.nullable(v.string()),
  /** The session this request came with. */
  current: v.boolean(),
});
export type SessionEntry = v.InferOutput<typeof sessionSchema>;
export const sessionsSchema = v.array(sessionSchema);

/** How many rows a list fits: 'compact' shows at least 15 of 20 at 1440x900 (issue 33). */
export const densities = ['comfortable', 'compact'] as const;
export type Density = (typeof densities)[number];
/** 'system' follows the device's light or dark setting. */
export const colorSchemeChoices = ['light', 'dark', 'system'] as const;
export type ColorSchemeChoice = (typeof colorSchemeChoices)[number];

/** GET/PATCH /api/me/preferences: the person's screen preferences, the same on every device. */
export const preferencesSchema = v.object({ density: v.picklist(densities), colorScheme: v.picklist(colorSchemeChoices) });
export type Preferences = v.InferOutput<typeof preferencesSchema>;

export const updatePreferencesBody = v.pipe(
  v.object({
    density: v.optional(v.picklist(densities, `density must be one of ${densities.join(', ')}`)),
    colorScheme: v.optional(v.picklist(colorSchemeChoices, `colorScheme must be one of ${colorSchemeChoices.join(', ')}`)),
  }),
  v.check((body) => body.density !== undefined || body.colorScheme !== undefined, 'send density or colorScheme'),
);
export type UpdatePreferencesBody = v.InferOutput<typeof updatePreferencesBody>;
