import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Every sealed value starts with this, so a later key or algorithm can be told apart from this one. */
const sealedPrefix = 'v1:';
const nonceBytes = 12;
const tagBytes = 16;
export const secretsKeyBytes = 32;

/**
 * Secrets at rest (decisions.md §9): AES-256-GCM with a random 96-bit nonce per value. The sealed
 * text is `v1:` + base64(nonce | tag | ciphertext), so the same value sealed twice never looks the
 * same and a changed byte fails the tag check instead of decrypting to garbage.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was not sealed with this key or was changed. */
  open(sealed: string): string;
}

export const createSecretBox = (key: Buffer): SecretBox => {
  if (key.length !== secretsKeyBytes) throw new Error(`The secrets key must be ${secretsKeyBytes} bytes, not ${key.length}`);
  return {
    seal: (plain) => {
      const nonce = randomBytes(nonceBytes);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return sealedPrefix + Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64');
    },
    open: (sealed) => {
      if (!sealed.startsWith(sealedPrefix)) throw new Error('Not a sealed secret');
      const bytes = Buffer.from(sealed.slice(sealedPrefix.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, nonceBytes));
      decipher.setAuthTag(bytes.subarray(nonceBytes, nonceBytes + tagBytes));
      return Buffer.concat([decipher.update(bytes.subarray(nonceBytes + tagBytes)), decipher.final()]).toString('utf8');
    },
  };
};

/** What an admin sees before revealing: the length hidden, the last two characters kept to tell values apart. */
export const maskSecret = (plain: string): string => `••••••••${plain.length > 6 ? plain.slice(-2) : ''}`;
