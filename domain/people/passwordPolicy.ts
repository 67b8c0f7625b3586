import { commonPasswords } from './commonPasswords';

/** OWASP ASVS 5.0 §6.2: at least 12 characters, and not one attackers try first. */
const minimumPasswordLength = 12;

/**
 * What is wrong with a new password, in the words the form shows, or null when it will do.
 * Shared by the browser (said while typing) and the server (which decides).
 */
export const passwordProblem = (password: string): string | null => {
  if ([...password].length < minimumPasswordLength) return `At least ${minimumPasswordLength} characters`;
  if (commonPasswords.has(password.toLowerCase())) return 'This password is too common; choose another';
  return null;
};
