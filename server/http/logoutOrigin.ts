import type { Context } from 'hono';
import { crossSiteRefusal, isCookieAuthenticated } from './sameOrigin';

/**
 * Why a GET /logout must be refused, or undefined (decision 0450). The spec keeps sign-out a GET,
 * which any page could link to or load as an image; with the session cookie it must come from our
 * own pages, as a mutation must. `Sec-Fetch-Site: none` (typed in the address bar, a bookmark) is
 * the person's own act, which no other site can cause, so it passes too.
 */
export const logoutRefusal = (c: Context, cookieToken: string | undefined, publicOrigin: string | undefined): string | undefined => {
  const secFetchSite = c.req.header('sec-fetch-site');
  if (secFetchSite === 'none' && c.req.header('origin') === undefined) return undefined;
  return crossSiteRefusal(
    {
      origin: c.req.header('origin'),
      secFetchSite,
      host: c.req.header('host'),
      cookieAuthenticated: isCookieAuthenticated(cookieToken, c.req.header('authorization')),
    },
    publicOrigin ?? new URL(c.req.url).origin,
  );
};
