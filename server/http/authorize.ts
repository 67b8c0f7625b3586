import { createMiddleware } from 'hono/factory';
import { type Capability, can } from '../../domain/permissions';
import type { AppEnv, SessionUser } from './appEnv';
import { forbidden } from './httpError';

export const assertCan = (user: SessionUser, capability: Capability): void => {
  if (!can(user.role, capability)) throw forbidden(capability);
};

/** Route guard by the permission matrix: the server's answer, whatever the browser showed. */
export const requireCapability = (capability: Capability) =>
  createMiddleware<AppEnv>(async (c, next) => {
    assertCan(c.get('user'), capability);
    await next();
  });
