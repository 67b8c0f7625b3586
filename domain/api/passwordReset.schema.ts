import * as v from 'valibot';

/** 'Forgot password?' (issue 29): ask for a one-time link by e-mail, then set a new password with it. */

export const forgotPasswordBody = v.object({
  email: v.pipe(
    v.string('email must be text'),
    v.trim(),
    v.nonEmpty('email is required'),
    v.maxLength(254, 'email is too long'),
    v.email('email must be an e-mail address'),
  ),
});

/** The one answer to every accepted request, whether or not the address has an account. */
export const forgotPasswordAnswerSchema = v.object({ message: v.string() });

export const forgotPasswordMessage = 'If that address belongs to an account, a link to set a new password is on its way.';

export const resetPasswordBody = v.object({
  token: v.pipe(v.string('token must be text'), v.nonEmpty('token is required'), v.maxLength(200, 'token is too long')),
  password: v.pipe(v.string('password must be text'), v.nonEmpty('password is required'), v.maxLength(1024, 'password is too long')),
});

export const invalidResetLinkMessage = 'This reset link is invalid or has expired';

export const resetPasswordAnswerSchema = v.object({ email: v.string() });

export const resetRateLimitedMessage = (minutes: number): string =>
  `Too many requests. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
