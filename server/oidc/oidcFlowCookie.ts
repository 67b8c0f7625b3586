import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { ServerConfig } from '../config';
import type { SecretBox } from '../secrets/secretBox';
import { isSecure } from '../auth/sessionCookie';

/**
 * What one sign-in through the provider must remember between /auth/oidc/start and the callback
 * (decision 0470): kept in the browser, sealed with the secrets key (so it can be neither read nor
 * changed), HttpOnly, SameSite=Lax (the provider's redirect back is a top-level GET, which Lax
 * lets through) and only for the callback's path and 10 minutes.
 */
const oidcFlowSchema = v.object({
  state: v.string(),
  nonce: v.string(),
  codeVerifier: v.string(),
  returnTo: v.nullable(v.string()),
  /** ms since the epoch: a flow older than its lifetime is refused even if the cookie survived. */
  startedAt: v.number(),
});
export type OidcFlow = v.InferOutput<typeof oidcFlowSchema>;

const oidcFlowCookieName = 'oidc_flow';
const cookiePath = '/auth/oidc';
const oidcFlowLifetimeMs = 10 * 60_000;

/**
 * The cookie's value: the flow sealed with the secrets key.
 * @internal Exported for the test that forges one (knip --production: decision 0416).
 */
export const sealOidcFlow = (secrets: SecretBox, flow: OidcFlow): string => secrets.seal(JSON.stringify(flow));

export const setOidcFlowCookie = (c: Context, config: ServerConfig, secrets: SecretBox, flow: OidcFlow): void => {
  setCookie(c, oidcFlowCookieName, sealOidcFlow(secrets, flow), {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(c, config),
    maxAge: oidcFlowLifetimeMs / 1000,
  });
};

/** The flow this browser started, or null when there is none, it was changed, or it is too old; the cookie is spent either way. */
export const takeOidcFlow = (c: Context, config: ServerConfig, secrets: SecretBox, now: Date): OidcFlow | null => {
  const sealed = getCookie(c, oidcFlowCookieName);
  deleteCookie(c, oidcFlowCookieName, { path: cookiePath, httpOnly: true, sameSite: 'Lax', secure: isSecure(c, config) });
  if (!sealed) return null;
  let flow: OidcFlow;
  try {
    flow = v.parse(oidcFlowSchema, JSON.parse(secrets.open(sealed)));
  } catch {
    return null;
  }
  const age = now.getTime() - flow.startedAt;
  return age >= 0 && age <= oidcFlowLifetimeMs ? flow : null;
};
