import * as v from 'valibot';
import { appPathSchema } from './signIn.schema';

/** GET /auth/oidc/start: where to go once signed in, a path of this app ('/sites/12'); the app's home when absent. */
export const oidcStartQuerySchema = v.object({
  returnTo: v.optional(appPathSchema),
});

/**
 * Why a sign-in through the identity provider did not sign anyone in, with what the sign-in page
 * says. The callback sends the browser to '/login?oidc=<reason>': a name, never the text, so no
 * link can make the page say something else.
 */
export const oidcFailureMessages = {
  denied: 'Sign-in with the identity provider was cancelled.',
  failed: 'Sign-in with the identity provider did not complete. Please try again.',
  unavailable: 'The identity provider could not be reached. Please try again in a moment.',
  unverified: 'The identity provider has not verified your e-mail address.',
  domain: 'Your e-mail domain may not sign in here.',
  unknown: 'No active account here uses your e-mail address. Ask an admin to invite you.',
} as const;

export type OidcFailure = keyof typeof oidcFailureMessages;

/** '/login?oidc=…': 'signedIn' (the session cookie is set; the page fetches who that is) or a failure. */
export const oidcOutcomes = ['signedIn', ...(Object.keys(oidcFailureMessages) as OidcFailure[])] as const;
export type OidcOutcome = (typeof oidcOutcomes)[number];

/** GET /api/signIn/options: what the sign-in page offers. */
export const signInOptionsSchema = v.object({
  /** False when PASSWORD_SIGN_IN=0: the page hides the e-mail and password form. */
  passwordSignIn: v.boolean(),
  /** The identity provider's button ('Sign in with {label}'), or null when none is configured. */
  oidc: v.nullable(v.object({ label: v.string() })),
});
export type SignInOptions = v.InferOutput<typeof signInOptionsSchema>;
