import { createMiddleware } from 'hono/factory';
import { HttpError } from './httpError';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

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
    const origin = c.req.header('origin');
    if (origin && !isOwnOrigin(origin, c.req.header('host'), publicOrigin ?? new URL(c.req.url).origin)) {
      throw new HttpError(403, 'Cross-origin request refused', { field: 'origin', reason: 'must be this site' });
    }
    return next();
  });

/** The request's Origin is ours: the public origin, or the same host the request was sent to. Also used by /ws. */
export const isOwnOrigin = (origin: string, host: string | undefined, ownOrigin: string | undefined): boolean => {
  if (origin === ownOrigin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
};
