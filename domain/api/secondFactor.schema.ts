import * as v from 'valibot';

/**
 * The second factor's API contract (issue 29): TOTP (RFC 6238) enrolment in the profile, its
 * recovery codes, and turning it off.
 */

/** A code of the authenticator app: 6 digits (spaces are dropped, as apps show '123 456'). */
const totpCodeSchema = v.pipe(
  v.string(),
  v.transform((code) => code.replace(/\s/g, '')),
  v.regex(/^\d{6}$/, 'must be the 6 digits the app shows'),
);

/** GET /api/me/totp: whether the second factor is on, and whether the person's role must have one (REQUIRE_2FA). */
export const secondFactorStatusSchema = v.object({
  enabled: v.boolean(),
  /** ISO 8601 instant the enrolment was confirmed, or null */
  enabledAt: v.nullable(v.string()),
  required: v.boolean(),
  recoveryCodesLeft: v.number(),
});
export type SecondFactorStatus = v.InferOutput<typeof secondFactorStatusSchema>;

/** POST /api/me/totp: the new secret (base32) and the otpauth:// URL the QR code carries. */
export const totpEnrolmentSchema = v.object({
  secret: v.string(),
  otpauthUrl: v.string(),
});
export type TotpEnrolment = v.InferOutput<typeof totpEnrolmentSchema>;

/** POST /api/me/totp/confirm */
export const totpConfirmRequestSchema = v.object({ code: totpCodeSchema });

/** The 10 single-use recovery codes, shown once. */
export const recoveryCodesSchema = v.object({
  recoveryCodes: v.array(v.string()),
});

/** POST /api/me/totp/disable: the current password and a code of the app (or a recovery code). */
export const totpTurnOffRequestSchema = v.object({
  password: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(1024, 'is too long')),
  code: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(64, 'is too long')),
});

/** What a person of a REQUIRE_2FA role hears from every other call until they enrol. */
export const secondFactorRequiredMessage = 'Set up your second factor to use the app';
/** The 403's `reason`, which the browser reads to open the second-factor tab. */
export const secondFactorRequiredReason = 'secondFactorRequired';
