import ky from 'ky';
import { clearStoredUser } from '../session/storedUser';

/**
 * Where the browser goes when the API says the session is gone: /login, keeping the page the user
 * was on. The app's router replaces this with a client-side navigation (src/app/router.ts); the
 * default is a full page load, which also drops every piece of the old session's state.
 */
let sessionExpired = (): void => {
  const { pathname, search, hash } = window.location;
  window.location.assign(`/login?redirect=${encodeURIComponent(`${pathname}${search}${hash}`)}`);
};

export function onSessionExpired(handler: () => void): void {
  sessionExpired = handler;
}

/**
 * The one HTTP client of the app. The API is served from the same origin as the app, so the
 * prefix is the page's own origin (absolute URLs also work outside a browser page, e.g. jsdom).
 * Paths are therefore written without a leading slash: `http.get('api/sites')`.
 * The session travels in the HttpOnly access_token cookie, hence credentials 'include'.
 */
export const http = ky.create({
  prefixUrl: window.location.origin,
  credentials: 'include',
  retry: 0,
  hooks: {
    afterResponse: [
      (request, _options, response) => {
        // Only /api answers 401 for a missing session; /login answers 401 for wrong credentials.
        if (response.status === 401 && new URL(request.url).pathname.startsWith('/api/')) {
          clearStoredUser();
          sessionExpired();
        }
      },
    ],
  },
});
