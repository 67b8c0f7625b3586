import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

const cheap = { ln: 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('stores scrypt at the OWASP parameters in a self-describing format with a random salt', async () => {
    const stored = await hashPassword('demo-password');
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword('demo-password', stored)).toBe(true);
    expect(await verifyPassword('demo-passwore', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same', cheap), hashPassword('same', cheap)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('verifies with the parameters stored in the hash', async () => {
    const stored = await hashPassword('pässwörd', cheap);
    expect(stored.startsWith('$scrypt$ln=10,r=8,p=1$')).toBe(true);
    // NFKC: the composed and decomposed spellings of the same text are the same password
    expect(await verifyPassword('pa\u0308sswo\u0308rd', stored)).toBe(true);
  });

  it('never matches a malformed or tampered hash', async () => {
    const stored = await hashPassword('secret', cheap);
    expect(await verifyPassword('secret', '')).toBe(false);
    expect(await verifyPassword('secret', 'plain-text-secret')).toBe(false);
    expect(await verifyPassword('secret', stored.replace('ln=10', 'ln=30'))).toBe(false);
    expect(await verifyPassword('secret', stored.slice(0, -8))).toBe(false);
  });

  it('keeps one dummy hash per process that no guess matches', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword('', dummy)).toBe(false);
  });
});
