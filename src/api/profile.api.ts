import { fromPromise } from 'xstate';
import { meEndpoints } from '../../domain/api/me.endpoints';
import type { ProfileActors } from '../../machines/profile/profile.actors';
import { fromEndpoint } from './fromEndpoint';
import { callUpload } from './http';

/** The profile's actors: each calls its endpoint of domain/api/me.endpoints.ts. */
export const profileActors: ProfileActors = {
  loadProfile: fromEndpoint(meEndpoints.profile),
  saveProfile: fromEndpoint(meEndpoints.updateProfile),
  uploadAvatar: fromPromise(({ input }) => {
    const body = new FormData();
    body.set('avatar', input.file);
    return callUpload(meEndpoints.uploadAvatar, {}, body);
  }),
  changePassword: fromEndpoint(meEndpoints.changePassword),
  loadSessions: fromEndpoint(meEndpoints.sessions),
  endSession: fromEndpoint(meEndpoints.endSession),
  endOtherSessions: fromEndpoint(meEndpoints.endOtherSessions),
  loadPreferences: fromEndpoint(meEndpoints.preferences),
  savePreferences: fromEndpoint(meEndpoints.updatePreferences),
};
