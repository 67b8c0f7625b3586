import { endpoint } from './endpoint';
import { idParams } from './id.schema';
import {
  loginRequestSchema,
  loginTotpRequestSchema,
  logoutResponseSchema,
  preauthRequestSchema,
  signInCodeRequestSchema,
  signInCodeResponseSchema,
  signInFailureSchema,
  signInResponseSchema,
  userSchema,
} from './signIn.schema';

const sessionCookie =
  'The session also travels in the `access_token` cookie (Path=/, HttpOnly, SameSite=Lax, Max-Age = SESSION_TTL_HOURS, Secure on https); the token works as the cookie or as `Authorization: bearer <token>`, and sessions expire after SESSION_TTL_HOURS.';

/**
 * Sign-in (decisions.md §9): public sign-in, sign-out and one-time links; who am I; the admin's
 * links. /login answers 200 `status: 'SUCCESS'`; part 1 §5 has the browser treat any other status
 * as a failed sign-in, so the 200 answer is read with the whole `{status}` variant.
 */
export const signInEndpoints = {
  login: endpoint({
    method: 'post',
    path: '/login',
    capability: 'public',
    summary: 'Signs in with e-mail and password',
    description: `\`username\` is the e-mail address, matched in any case. Answers \`{status: 'SUCCESS', token, user: {id, name, role, image, email, trello_id}, redirect: null}\` and sets the session cookie. ${sessionCookie} For a person with a second factor the right password answers \`{status: 'TOTP_REQUIRED', ticket}\` instead, and POST /login/totp completes the sign-in.`,
    body: loginRequestSchema,
    answers: { 200: signInResponseSchema },
    refusals: {
      401: {
        description:
          "`{status: 'INVALID', error: 'Invalid email or password'}` for a wrong password, an unknown e-mail or a user without a password",
        schema: signInFailureSchema,
      },
      403: '`{error: "Password sign-in is turned off. Sign in with your company\'s identity provider."}` when PASSWORD_SIGN_IN=0',
      429: {
        description:
          "`{status: 'RATE_LIMITED', error: 'Too many sign-in attempts. Try again in N minutes.'}` with `Retry-After` (seconds), after 5 failures per account or 20 per address in 15 minutes",
        schema: signInFailureSchema,
      },
    },
  }),
  loginTotp: endpoint({
    method: 'post',
    path: '/login/totp',
    capability: 'public',
    summary: 'Completes a sign-in with the code of the second factor',
    description:
      "`ticket` is POST /login's `TOTP_REQUIRED` ticket (5 minutes, single use), `code` the 6 digits of the authenticator app or one of the person's recovery codes (each works once). A code is not accepted twice. Answers as POST /login does, the session begun with 'password+totp'. Wrong codes count with wrong passwords towards the same limit.",
    body: loginTotpRequestSchema,
    answers: { 200: signInResponseSchema },
    refusals: {
      401: {
        description:
          "`{status: 'INVALID', error: 'Invalid code'}` for a wrong, used or replayed code; `{status: 'INVALID', error: 'This sign-in has expired. Sign in again.'}` for an unknown, used or expired ticket",
        schema: signInFailureSchema,
      },
      429: {
        description:
          "`{status: 'RATE_LIMITED', error: 'Too many sign-in attempts. Try again in N minutes.'}` with `Retry-After`, as POST /login",
        schema: signInFailureSchema,
      },
    },
  }),
  logout: endpoint({
    method: 'get',
    path: '/logout',
    capability: 'public',
    summary: 'Signs out',
    description:
      "Revokes the session (cookie or bearer), closes its websockets and clears the cookie; also 200 without a session. With the session cookie it must come from the app's own pages (decision 0450): an `Origin` of this site, or `Sec-Fetch-Site: same-origin` or `none` (typed in the address bar).",
    answers: { 200: logoutResponseSchema },
    refusals: {
      403: "`{error: 'Cross-origin request refused', field: 'origin', reason}` for a link or request from another site riding the session cookie; the session stays",
    },
  }),
  preauth: endpoint({
    method: 'post',
    path: '/preauth',
    capability: 'public',
    summary: 'Signs in with the one-time code of a sign-in link',
    description:
      "`u` is the code of a '/login?u=<code>' link. Answers as POST /login does, with `redirect` the code's path or null. A code works once, for 10 minutes.",
    body: preauthRequestSchema,
    answers: { 200: signInResponseSchema },
    refusals: {
      401: {
        description:
          "`{status: 'INVALID', error: 'This sign-in link is invalid or has expired'}` when the code is unknown, expired (10 minutes) or used (single use)",
        schema: signInFailureSchema,
      },
    },
  }),
  me: endpoint({
    method: 'get',
    path: '/api/me',
    capability: 'readSites',
    summary: 'The signed-in user',
    description: '`{id, name, role, image, email, trello_id}`.',
    beforeSecondFactor: true,
    answers: { 200: userSchema },
  }),
  mintSignInCode: endpoint({
    method: 'post',
    path: '/api/users/:id{[0-9]+}/signInCode',
    capability: 'mintSignInCode',
    summary: 'Makes a one-time sign-in link for a user',
    description:
      "Admins only; the body may be empty (no redirect). `redirect` must be a path of this app ('/…', never '//' or '/\\'). Answers `{code, url: '/login?u=<code>', expiresAt}`; the link works once, for 10 minutes.",
    params: idParams,
    body: signInCodeRequestSchema,
    answers: { 201: signInCodeResponseSchema },
    refusals: { 404: 'User not found', 409: '<name> is deactivated and cannot sign in' },
  }),
};
