import type { SignInLimits } from '../signIn/rateLimit';

/**
 * How often reset links may be asked for (docs/decisions/0458), counted by the sign-in limiter
 * under keys of their own. Unlike sign-in there is a limit per account from anywhere: a request
 * costs the owner nothing but an e-mail, and the limit stops anyone filling their inbox. Every
 * window is 15 minutes, no longer than sign-in's: the limiter forgets what no window of its can see.
 */
export const passwordResetLimits: SignInLimits = {
  perAccountAddress: { max: 3, windowMs: 15 * 60_000 },
  perAddress: { max: 20, windowMs: 15 * 60_000 },
  perAccount: { max: 5, windowMs: 15 * 60_000 },
};

/** The limiter's keys for reset requests, apart from sign-in failures so neither uses up the other's allowance. */
export const resetLimitKeys = (email: string, address: string) => ({
  account: `reset:${email.toLowerCase()}`,
  address: `reset:${address}`,
});
