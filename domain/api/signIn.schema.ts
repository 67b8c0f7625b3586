import * as v from 'valibot';
import { roles } from '../roles';

/**
 * Sign-in API contract (part 1 §7, decisions.md §9), shared by the server and the browser.
 * The user object is what the browser stores after sign-in: id, name, role, image, email, trello_id.
 */
export const userSchema = v.object({
  id: v.number(),
  name: v.string(),
  role: v.picklist(roles),
  image: v.nullable(v.string()),
  email: v.string(),
  trello_id: v.nullable(v.string()),
});
export type User = v.InferOutput<typeof userSchema>;

/** POST /login: `username` is the e-mail address (matched case-insensitively). */
export const loginRequestSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(254, 'is too long')),
  // scrypt takes any length, but there is no reason to spend memory on megabyte passwords.
  password: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(1024, 'is too long')),
});

/** POST /preauth: `u` is the one-time sign-in code from a '/login?u=<code>' link. */
export const preauthRequestSchema = v.object({
  u: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(200, 'is too long')),
});

/** The answer of POST /login and POST /preauth when the user is signed in (the cookie is set too). */
export const signInSuccessSchema = v.object({
  status: v.literal('SUCCESS'),
  token: v.string(),
  user: userSchema,
  redirect: v.nullable(v.string()),
});
export type SignInSuccess = v.InferOutput<typeof signInSuccessSchema>;

export const signInFailureSchema = v.object({
  status: v.picklist(['INVALID', 'RATE_LIMITED']),
  error: v.string(),
});

/**
 * The answer of POST /login after the right password of a person with a second factor: no session
 * yet, a ticket (5 minutes, single use) for POST /login/totp.
 */
const totpRequiredSchema = v.object({
  status: v.literal('TOTP_REQUIRED'),
  ticket: v.string(),
});

export const signInResponseSchema = v.variant('status', [signInSuccessSchema, signInFailureSchema, totpRequiredSchema]);

/** POST /login/totp: the ticket of POST /login and a code of the authenticator app or a recovery code. */
export const loginTotpRequestSchema = v.object({
  ticket: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(200, 'is too long')),
  code: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(64, 'is too long')),
});

export const invalidCredentialsMessage = 'Invalid email or password';
/** POST /login's 403 when PASSWORD_SIGN_IN=0: only the identity provider signs people in. */
export const passwordSignInOffMessage = "Password sign-in is turned off. Sign in with your company's identity provider.";
export const invalidCodeMessage = 'Invalid code';
export const expiredSignInTicketMessage = 'This sign-in has expired. Sign in again.';
export const invalidSignInLinkMessage = 'This sign-in link is invalid or has expired';
export const rateLimitedMessage = (minutes: number): string =>
  `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/** GET /logout */
export const logoutResponseSchema = v.object({ status: v.literal('SUCCESS') });

/**
 * A path inside this app: one leading '/', never '//' or '/\' (which browsers read as another
 * host), so a sign-in link cannot send anyone off-site.
 */
export const appPathSchema = v.pipe(
  v.string(),
  v.maxLength(2000, 'is too long'),
  v.regex(/^\/(?![/\\])[^\s\\]*$/, "must be a path starting with '/'"),
);

/** POST /api/users/{id}/signInCode (admin); the body may be empty, meaning no redirect. */
export const signInCodeRequestSchema = v.optional(
  v.object({
    redirect: v.optional(appPathSchema),
  }),
  {},
);

export const signInCodeResponseSchema = v.object({
  code: v.string(),
  /** '/login?u=<code>' */
  url: v.string(),
  /** ISO 8601 instant, 10 minutes after minting */
  expiresAt: v.string(),
});
export type SignInCodeResponse = v.InferOutput<typeof signInCodeResponseSchema>;
