import { type Capability, can } from '../../domain/permissions';
import type { SessionUser } from '../appDeps';
import { forbidden } from './httpError';

/** Authorisation by the permission matrix: the server's answer, whatever the browser showed. */
export const assertCan = (user: SessionUser, capability: Capability): void => {
  if (!can(user.role, capability)) throw forbidden(capability);
};
