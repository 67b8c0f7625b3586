import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt at the OWASP parameters (N=2^17, r=8, p=1). The stored string is
 * self-describing (PHC style: `$scrypt$ln=17,r=8,p=1$<salt>$<hash>`), so the parameters can be
 * raised later while old hashes keep verifying with the parameters they were made with.
 */
interface ScryptParams {
  /** log2 of the CPU/memory cost N */
  ln: number;
  r: number;
  p: number;
}

const defaultScryptParams: ScryptParams = { ln: 17, r: 8, p: 1 };

const saltBytes = 16;
const keyBytes = 32;
const prefix = '$scrypt$';
// A stored hash is data: refuse parameters that would let a tampered row exhaust memory or CPU.
const maxLn = 20;
const maxR = 16;
const maxP = 4;

const derive = (password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> => {
  const N = 2 ** params.ln;
  // scrypt needs 128 * N * r * p bytes; Node's default maxmem (32 MiB) is below N=2^17, so allow twice that.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 2 * 128 * N * params.r * params.p };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
};

export const hashPassword = async (password: string, params: ScryptParams = defaultScryptParams): Promise<string> => {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, params);
  return `${prefix}ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
};

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const parseHash = (stored: string): ParsedHash | undefined => {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/.exec(stored);
  if (!match) return undefined;
  const [, ln, r, p, salt, key] = match;
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  if (params.ln < 1 || params.ln > maxLn || params.r < 1 || params.r > maxR || params.p < 1 || params.p > maxP) return undefined;
  return { params, salt: Buffer.from(salt ?? '', 'base64'), key: Buffer.from(key ?? '', 'base64') };
};

/** True when `password` matches `stored`; a malformed stored value never matches. Constant-time compare. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== keyBytes) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
};

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, made once per process. Checking an unknown e-mail's password
 * against it costs the same as checking a real one, so response time does not reveal which
 * e-mails have accounts.
 */
export const dummyPasswordHash = (): Promise<string> => {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64'));
  return dummyHash;
};
