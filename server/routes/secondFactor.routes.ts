import { secondFactorEndpoints } from '../../domain/api/secondFactor.endpoints';
import { answer, defineRoute, type RouteModule } from '../http/route';
import { confirmEnrolment, secondFactorStatus, startEnrolment, turnOffSecondFactor } from '../secondFactor/secondFactorSettings';
import { clientAddress } from '../signIn/clientAddress';
import { createSignInRateLimiter } from '../signIn/rateLimit';

/** The signed-in person's second factor (domain/api/secondFactor.endpoints.ts). */
export const secondFactorRoutes: RouteModule = (deps) => {
  const limiter = createSignInRateLimiter(deps.db, deps.now);
  return [
    defineRoute(secondFactorEndpoints.status, ({ deps, user }) => secondFactorStatus(deps, user)),
    defineRoute(secondFactorEndpoints.enrol, async ({ deps, user }) => answer(201, await startEnrolment(deps, user))),
    defineRoute(secondFactorEndpoints.confirm, async ({ deps, user, body }) => ({
      recoveryCodes: await confirmEnrolment(deps, user, body.code),
    })),
    defineRoute(secondFactorEndpoints.turnOff, async ({ c, deps, user, body }) => {
      await turnOffSecondFactor(deps, limiter, { user, ...body, address: clientAddress(c, deps.config.TRUST_PROXY) });
      return secondFactorStatus(deps, user);
    }),
  ];
};
