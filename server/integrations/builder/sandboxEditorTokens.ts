import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Duda's SSO links expire after 2 minutes; the sandbox's do too. */
const editorLinkLifetimeMs = 2 * 60 * 1000;

/**
 * One key per process: a sandbox editor link is only ever opened from the server that made it,
 * and a restart invalidating open links costs nothing when they last two minutes.
 */
const key = randomBytes(32);

const sign = (siteName: string, expiresAt: number): string =>
  createHmac('sha256', key).update(`${siteName}\n${expiresAt}`).digest('base64url');

export const issueEditorToken = (siteName: string, now: Date): string => {
  const expiresAt = now.getTime() + editorLinkLifetimeMs;
  return `${expiresAt}.${sign(siteName, expiresAt)}`;
};

type EditorTokenCheck = 'valid' | 'expired' | 'invalid';

export const checkEditorToken = (siteName: string, token: string, now: Date): EditorTokenCheck => {
  const [expiresText, signature] = token.split('.');
  if (!expiresText || !signature || !/^\d+$/.test(expiresText)) return 'invalid';
  const expected = Buffer.from(sign(siteName, Number(expiresText)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return Number(expiresText) < now.getTime() ? 'expired' : 'valid';
};
