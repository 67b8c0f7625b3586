import { generateSecret, generateURI, verify } from 'otplib';

/** The name the authenticator app shows above the person's codes. */
const issuer = 'Website Admin';

/** A new base32 secret of 20 random bytes (160 bits, RFC 4226's recommendation). */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// URL an authenticator app reads from the QR code. */
export const totpUrl = (email: string, secret: string): string => generateURI({ issuer, label: email, secret });

/** Whether the text looks like an app code at all (6 digits, spaces allowed as apps show them). */
export const looksLikeTotpCode = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ''));

/**
 * The time step the code belongs to, or null when it is wrong. One step either side is accepted
 * (a phone's clock a little off, a code typed as it changes); `afterStep` is the step of the last
 * accepted code, so a code already used, or an older one, is refused (RFC 6238 §5.2).
 */
export const totpStepOf = async (secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> => {
  if (!looksLikeTotpCode(code)) return null;
  const result = await verify({
    secret,
    token: code.replace(/\s/g, ''),
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // verify() answers for HOTP too; a TOTP result carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
};
