import type { Context } from 'hono';
import type { SignInSuccess } from '../../domain/api/signIn.schema';
import { setSessionCookie } from '../auth/sessionCookie';
import type { AppDeps, AppEnv } from '../appDeps';
import type { SignInMethod } from '../db/schema';
import { clientAddress } from './clientAddress';
import { startSession } from './startSession';

/** Starts a session for the user: the token goes back in the body (for bearer clients) and in the cookie. Every way in (a password, a code, a link, an invitation, the identity provider) ends here. */
export const signedIn = async (
  c: Context<AppEnv>,
  deps: AppDeps,
  userId: number,
  redirect: string | null,
  method: SignInMethod,
): Promise<SignInSuccess> => {
  const now = deps.now();
  const session = await startSession(deps, userId, {
    now,
    method,
    userAgent: c.req.header('user-agent') ?? null,
    address: clientAddress(c, deps.config.TRUST_PROXY),
  });
  setSessionCookie(c, deps.config, session.token, session.expiresAt, now);
  return { status: 'SUCCESS', token: session.token, user: session.user, redirect };
};
