import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { sessionCookieName } from '../auth/session.middleware';
import { HttpError } from './httpError';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request's Origin is ours: the public origin, or the same host the request was sent to. */
const isOwnOrigin = (origin: string, host: string | undefined, ownOrigin: string | undefined): boolean => {
  if (origin === ownOrigin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
};

interface OriginEvidence {
  origin: string | undefined;
  secFetchSite: string | undefined;
  host: string | undefined;
  /** The session comes from the cookie, which a browser attaches to any request to us, whoever's page sends it. */
  cookieAuthenticated: boolean;
}

/**
 * Why a request must be refused as cross-site, or undefined when it may pass (decisions 0311,
 * 0312). A foreign Origin is always refused. A request riding the session cookie must also prove
 * it comes from our own page: by its Origin, or, where a browser leaves Origin out, by
 * `Sec-Fetch-Site: same-origin`. Bearer-token clients and requests without a session carry no
 * ambient credential to abuse, so they need neither. Also used by the /ws upgrade.
 */
export const crossSiteRefusal = (evidence: OriginEvidence, ownOrigin: string | undefined): string | undefined => {
  if (evidence.origin !== undefined) return isOwnOrigin(evidence.origin, evidence.host, ownOrigin) ? undefined : 'must be this site';
  if (!evidence.cookieAuthenticated || evidence.secFetchSite === 'same-origin') return undefined;
  return 'is required with the session cookie';
};

/** Requests whose session comes from the cookie: readToken takes a bearer header first, so only without one. */
export const isCookieAuthenticated = (cookieToken: string | undefined, authorization: string | undefined): boolean =>
  cookieToken !== undefined && !/^bearer\s+\S+$/i.test(authorization ?? '');

/**
 * Mutations must be JSON (or multipart for uploads) and come from our own origin. A browser
 * cannot send either cross-site without CORS consent, so this stops CSRF without tokens.
 */
export const sameOriginMutations = (publicOrigin: string | undefined) =>
  createMiddleware(async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    // A cross-site form or simple fetch always declares a content type (form, multipart or
    // text/plain); a bare POST with none has no body to forge.
    const contentType = c.req.header('content-type');
    if (contentType !== undefined && !/^application\/json\b/i.test(contentType) && !/^multipart\/form-data\b/i.test(contentType)) {
      throw new HttpError(415, 'Send the body as application/json', { field: 'content-type', reason: 'must be application/json' });
    }
    const refusal = crossSiteRefusal(
      {
        origin: c.req.header('origin'),
        secFetchSite: c.req.header('sec-fetch-site'),
        host: c.req.header('host'),
        cookieAuthenticated: isCookieAuthenticated(getCookie(c, sessionCookieName), c.req.header('authorization')),
      },
      publicOrigin ?? new URL(c.req.url).origin,
    );
    if (refusal) throw new HttpError(403, 'Cross-origin request refused', { field: 'origin', reason: refusal });
    return next();
  });
