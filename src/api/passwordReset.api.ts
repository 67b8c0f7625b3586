import { passwordResetEndpoints } from '../../domain/api/passwordReset.endpoints';
import type { PasswordResetActors } from '../../machines/passwordReset/passwordReset.actors';
import { fromEndpoint } from './fromEndpoint';

/** 'Forgot password?': each actor calls its endpoint of domain/api/passwordReset.endpoints.ts. */
export const passwordResetActors: PasswordResetActors = {
  requestLink: fromEndpoint(passwordResetEndpoints.forgot),
  resetPassword: fromEndpoint(passwordResetEndpoints.reset),
};
