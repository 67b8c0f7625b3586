import { passwordResetEndpoints } from '../../domain/api/passwordReset.endpoints';
import { forgotPasswordMessage, resetRateLimitedMessage } from '../../domain/api/passwordReset.schema';
import { answer, defineRoute, type RouteModule } from '../http/route';
import { requestPasswordReset } from '../passwordReset/requestPasswordReset';
import { passwordResetLimits } from '../passwordReset/resetLimits';
import { resetPassword } from '../passwordReset/resetPassword';
import { clientAddress } from '../signIn/clientAddress';
import { createSignInRateLimiter } from '../signIn/rateLimit';

/** 'Forgot password?' (domain/api/passwordReset.endpoints.ts): ask for a link, then set a new password with it. */
export const passwordResetRoutes: RouteModule = (deps) => {
  const limiter = createSignInRateLimiter(deps.db, deps.now, passwordResetLimits);
  return [
    defineRoute(passwordResetEndpoints.forgot, async ({ c, deps, body }) => {
      const result = await requestPasswordReset(deps, limiter, { email: body.email, address: clientAddress(c, deps.config.TRUST_PROXY) });
      if (result.outcome === 'rateLimited') {
        c.header('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
        return answer(429, { status: 'RATE_LIMITED' as const, error: resetRateLimitedMessage(Math.ceil(result.retryAfterMs / 60_000)) });
      }
      return answer(202, { message: forgotPasswordMessage });
    }),
    defineRoute(passwordResetEndpoints.reset, ({ deps, body }) => resetPassword(deps, body)),
  ];
};
