import { endpoint } from './endpoint';
import { forgotPasswordAnswerSchema, forgotPasswordBody, resetPasswordAnswerSchema, resetPasswordBody } from './passwordReset.schema';
import { signInFailureSchema } from './signIn.schema';

/** 'Forgot password?' (issue 29): public, like sign-in; docs/decisions/0458. */
export const passwordResetEndpoints = {
  forgot: endpoint({
    method: 'post',
    path: '/api/password/forgot',
    capability: 'public',
    summary: 'Sends a link to set a new password',
    description:
      "Answers 202 `{message: 'If that address belongs to an account, a link to set a new password is on its way.'}` whether or not the address has an account. An active person gets an e-mail with a one-time link `/reset-password/<token>` (30 minutes, single use; a newer link replaces an older one). Limited like sign-in: 3 requests per address-and-account and 20 per address in 15 minutes, and 5 per account from anywhere in 15 minutes, counted whether or not the account exists.",
    body: forgotPasswordBody,
    answers: { 202: forgotPasswordAnswerSchema },
    refusals: {
      429: {
        description: "`{status: 'RATE_LIMITED', error: 'Too many requests. Try again in N minutes.'}` with `Retry-After` (seconds)",
        schema: signInFailureSchema,
      },
    },
  }),
  reset: endpoint({
    method: 'post',
    path: '/api/password/reset',
    capability: 'public',
    summary: 'Sets a new password with a reset link',
    description:
      "`token` from the link, `password` at least 12 characters and not a common password (400 naming `password`, with the policy's words; the link stays usable). Uses the link, sets the password, ends every session of the person and logs 'Password reset with an e-mailed link'. Answers the account's e-mail, for the sign-in form.",
    body: resetPasswordBody,
    answers: { 200: resetPasswordAnswerSchema },
    refusals: { 410: "'This reset link is invalid or has expired' for an unknown, used, replaced or expired link" },
  }),
};
