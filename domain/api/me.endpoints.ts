import { endpoint, rawAnswer } from './endpoint';
import { idParams } from './id.schema';
import {
  avatarParams,
  changePasswordBody,
  endedSessionsSchema,
  preferencesSchema,
  profileSchema,
  sessionsSchema,
  updatePreferencesBody,
  updateProfileBody,
} from './me.schema';

/**
 * /api/me/*: the signed-in person's own profile, password and sessions (issue 29, Self-service).
 * Every signed-in role may use them (`manageOwnAccount`); each change is logged without a site.
 */
export const meEndpoints = {
  profile: endpoint({
    method: 'get',
    path: '/api/me/profile',
    capability: 'manageOwnAccount',
    summary: "The caller's profile",
    answers: { 200: profileSchema },
  }),
  updateProfile: endpoint({
    method: 'patch',
    path: '/api/me/profile',
    capability: 'manageOwnAccount',
    summary: "Changes the caller's name or board member id",
    description:
      "Any of `name` (1-100 characters, trimmed) and `trelloMemberId` (24 hexadecimal digits; null or blank clears it), one at least. Logs 'Profile updated'.",
    body: updateProfileBody,
    answers: { 200: profileSchema },
  }),
  uploadAvatar: endpoint({
    method: 'post',
    path: '/api/me/avatar',
    capability: 'manageOwnAccount',
    summary: "Replaces the caller's avatar",
    description:
      'multipart/form-data with the file `avatar`, checked as intake images are: a PNG, JPEG, GIF or WebP image by its bytes (400 naming `avatar`), at most 10 MB (413). The answer is the profile with its new `image` URL.',
    upload: true,
    answers: { 200: profileSchema },
    refusals: { 413: 'Images may be at most 10 MB' },
  }),
  preferences: endpoint({
    method: 'get',
    path: '/api/me/preferences',
    capability: 'manageOwnAccount',
    summary: "The caller's screen preferences",
    description:
      "`density` ('comfortable' or 'compact' lists) and `colorScheme` ('light', 'dark' or 'system', which follows the device); a person who never chose has 'comfortable' and 'system'.",
    answers: { 200: preferencesSchema },
  }),
  updatePreferences: endpoint({
    method: 'patch',
    path: '/api/me/preferences',
    capability: 'manageOwnAccount',
    summary: "Changes the caller's screen preferences",
    description:
      'Any of `density` and `colorScheme`, one at least (400 naming a bad one). They follow the person to every device; not logged, as they change nothing anyone else sees. The answer is the preferences as they now are.',
    body: updatePreferencesBody,
    answers: { 200: preferencesSchema },
  }),
  avatar: endpoint({
    method: 'get',
    path: '/api/avatars/:name',
    capability: 'readSites',
    summary: "A person's avatar",
    description: "The image a person's profile names, cached privately for an hour; 404 'Avatar not found' for any other name.",
    params: avatarParams,
    answers: { 200: rawAnswer('image/*', 'The image (PNG, JPEG, GIF or WebP)') },
    refusals: { 404: 'Avatar not found' },
  }),
  changePassword: endpoint({
    method: 'post',
    path: '/api/me/password',
    capability: 'manageOwnAccount',
    summary: "Changes the caller's password",
    description:
      "`currentPassword` must be the password in use (400 naming it, 'is not your current password'); `newPassword` at least 12 characters and not a common password (400 naming it, with the policy's words). Every other session of the person ends; this one stays. Logs 'Password changed'.",
    body: changePasswordBody,
    answers: { 200: endedSessionsSchema },
  }),
  sessions: endpoint({
    method: 'get',
    path: '/api/me/sessions',
    capability: 'manageOwnAccount',
    summary: "The caller's live sessions",
    description:
      'Each unexpired, unrevoked session: the device (from its user agent), the address it signed in from, when, when it was last seen (kept to the minute) and which is this one. Newest sign-in first.',
    answers: { 200: sessionsSchema },
  }),
  endSession: endpoint({
    method: 'delete',
    path: '/api/me/sessions/:id{[0-9]+}',
    capability: 'manageOwnAccount',
    summary: 'Signs one of the caller’s sessions out',
    description:
      "Ends the session and closes its websockets. 404 'Session not found' for a session of someone else, or one already ended; 409 for the session making the request (sign out instead). Logs 'Session signed out'.",
    params: idParams,
    answers: { 200: endedSessionsSchema },
    refusals: { 409: 'This is the session you are using; sign out instead' },
  }),
  endOtherSessions: endpoint({
    method: 'delete',
    path: '/api/me/sessions',
    capability: 'manageOwnAccount',
    summary: "Signs out every other session of the caller's",
    description:
      "Every live session of the person but the one making the request ends. Logs 'Signed out of every other session' when there was one.",
    answers: { 200: endedSessionsSchema },
  }),
};
