import type { EndpointOutput } from '../../domain/api/endpoint';
import { meEndpoints } from '../../domain/api/me.endpoints';
import { failureNotice, type Notice } from '../shared/notice';
import { unprovided } from '../shared/unprovided';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the profile's machines (/profile: details, password, sessions; /api/me/*): the
 * app injects the real ones (src/api/profile.api.ts), tests and stories stubs.
 */
export const unprovidedProfileActors = {
  loadProfile: unprovidedEndpoint('profile', 'loadProfile', meEndpoints.profile),
  saveProfile: unprovidedEndpoint('profile', 'saveProfile', meEndpoints.updateProfile),
  // multipart: the file itself, not a JSON body
  uploadAvatar: unprovided<EndpointOutput<typeof meEndpoints.uploadAvatar>, { file: File }>('profile', 'uploadAvatar'),
  changePassword: unprovidedEndpoint('profile', 'changePassword', meEndpoints.changePassword),
  loadSessions: unprovidedEndpoint('profile', 'loadSessions', meEndpoints.sessions),
  endSession: unprovidedEndpoint('profile', 'endSession', meEndpoints.endSession),
  endOtherSessions: unprovidedEndpoint('profile', 'endOtherSessions', meEndpoints.endOtherSessions),
  loadPreferences: unprovidedEndpoint('profile', 'loadPreferences', meEndpoints.preferences),
  savePreferences: unprovidedEndpoint('profile', 'savePreferences', meEndpoints.updatePreferences),
};

export type ProfileActors = typeof unprovidedProfileActors;

export const profileNotices = {
  saved: { tone: 'success', message: 'Profile saved' },
  avatarChanged: { tone: 'success', message: 'Avatar changed' },
  passwordChanged: { tone: 'success', message: 'Password changed; your other sessions are signed out' },
  sessionEnded: { tone: 'success', message: 'Session signed out' },
  otherSessionsEnded: { tone: 'success', message: 'Every other session is signed out' },
  saveFailed: (reason: string | null): Notice => failureNotice('Unable to save the profile', reason),
  avatarFailed: (reason: string | null): Notice => failureNotice('Unable to change the avatar', reason),
  passwordFailed: (reason: string | null): Notice => failureNotice('Unable to change the password', reason),
  endFailed: (reason: string | null): Notice => failureNotice('Unable to sign the session out', reason),
  preferencesFailed: (reason: string | null): Notice => failureNotice('Unable to save the display settings', reason),
} as const satisfies Record<string, Notice | ((reason: string | null) => Notice)>;
