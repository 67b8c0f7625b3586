import { passwordResetEndpoints } from '../../domain/api/passwordReset.endpoints';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/** The contract of 'Forgot password?' (/forgot-password, /reset-password/$token): the app injects src/api/passwordReset.api.ts. */
export const unprovidedPasswordResetActors = {
  requestLink: unprovidedEndpoint('passwordReset', 'requestLink', passwordResetEndpoints.forgot),
  resetPassword: unprovidedEndpoint('passwordReset', 'resetPassword', passwordResetEndpoints.reset),
};

export type PasswordResetActors = typeof unprovidedPasswordResetActors;
