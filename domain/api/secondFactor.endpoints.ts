import { endpoint } from './endpoint';
import {
  recoveryCodesSchema,
  secondFactorStatusSchema,
  totpConfirmRequestSchema,
  totpEnrolmentSchema,
  totpTurnOffRequestSchema,
} from './secondFactor.schema';

/**
 * The signed-in person's second factor (issue 29): TOTP (RFC 6238) enrolled in the profile, 10
 * single-use recovery codes, and turning it off again. A person whose role is in REQUIRE_2FA and
 * who has none may call these (and GET /api/me) only, until the enrolment is confirmed.
 */
export const secondFactorEndpoints = {
  status: endpoint({
    method: 'get',
    path: '/api/me/totp',
    capability: 'readSites',
    summary: "The caller's second factor",
    description: '`{enabled, enabledAt, required, recoveryCodesLeft}`; `required` when the role is in REQUIRE_2FA.',
    answers: { 200: secondFactorStatusSchema },
    beforeSecondFactor: true,
  }),
  enrol: endpoint({
    method: 'post',
    path: '/api/me/totp',
    capability: 'readSites',
    summary: 'Starts enrolling a second factor',
    description:
      'A new secret, kept sealed until a code confirms it (POST /api/me/totp/confirm); an enrolment not yet confirmed is replaced. Answers `{secret, otpauthUrl}` for the authenticator app (the page shows the URL as a QR code).',
    answers: { 201: totpEnrolmentSchema },
    refusals: { 409: 'The second factor is already on' },
    beforeSecondFactor: true,
  }),
  confirm: endpoint({
    method: 'post',
    path: '/api/me/totp/confirm',
    capability: 'readSites',
    summary: 'Confirms the enrolment with a code of the app',
    description:
      'The right code turns the second factor on and answers `{recoveryCodes}`: 10 single-use recovery codes, shown this once (only their hashes are kept).',
    body: totpConfirmRequestSchema,
    answers: { 200: recoveryCodesSchema },
    refusals: { 409: 'Start the enrolment first, or the second factor is already on' },
    beforeSecondFactor: true,
  }),
  turnOff: endpoint({
    method: 'post',
    path: '/api/me/totp/disable',
    capability: 'readSites',
    summary: 'Turns the second factor off',
    description:
      'Needs the current password and a code of the app (or a recovery code); the secret and the recovery codes are deleted. A POST, so the password travels in the body, never in a URL. Refused for a role in REQUIRE_2FA.',
    body: totpTurnOffRequestSchema,
    answers: { 200: secondFactorStatusSchema },
    refusals: {
      400: "'Wrong password' or 'Invalid code' (field `password` or `code`)",
      403: 'Your role must keep a second factor',
      409: 'The second factor is not on',
      429: 'Too many sign-in attempts. Try again in N minutes. (wrong passwords and codes count as at sign-in)',
    },
    beforeSecondFactor: true,
  }),
};
