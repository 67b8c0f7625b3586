import { fromPromise } from 'xstate';
import type { User } from '../../domain/api/signIn.schema';

/**
 * The contract of the sign-in machine's actors. The machine only names them; the login route
 * injects real ones (calling src/api/auth.api.ts), tests and stories inject stubs.
 */

export type LoginInput = { username: string; password: string };
export type PreauthInput = { code: string };

/** What both actors resolve with: the signed-in user and where the server wants them to go. */
export type SignInOutput = { user: User; redirect: string | null };

/**
 * How an actor rejects when the server refused the sign-in: `message` is shown as is (the 429
 * text, for example). Any other rejection (a network failure, a bug) shows the path's default
 * message, so a stack trace never reaches the screen.
 */
export type SignInRejection = { reason: 'refused'; message: string };

export const refused = (message: string): SignInRejection => ({ reason: 'refused', message });

export const isSignInRejection = (error: unknown): error is SignInRejection =>
  typeof error === 'object' && error !== null && (error as SignInRejection).reason === 'refused';

/** Placeholders that make a missing `provide` obvious instead of silently hanging. */
export const unprovidedLogin = fromPromise<SignInOutput, LoginInput>(() =>
  Promise.reject(new Error('signIn machine: the login actor was not provided')),
);
export const unprovidedPreauth = fromPromise<SignInOutput, PreauthInput>(() =>
  Promise.reject(new Error('signIn machine: the preauth actor was not provided')),
);
