import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { secretsKeyBytes } from './secretBox';

/** The generated key's file in the data folder (README, 'Secrets at rest'). */
const secretsKeyFileName = 'secrets.key';

const missingSecretsKeyMessage =
  'SECRETS_KEY is required when DATABASE_URL is set: the key that encrypts intake secrets must not live beside a shared database. ' +
  "Generate one with `node -e \"console.log(require('node:crypto').randomBytes(32).toString('base64'))\"`, keep it safe, and set SECRETS_KEY to it.";

const decodeKey = (base64: string, where: string): Buffer => {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== secretsKeyBytes) throw new Error(`${where} must hold ${secretsKeyBytes} bytes in base64 (it holds ${key.length})`);
  return key;
};

/**
 * The key of the secrets at rest (decisions.md §9). SECRETS_KEY when set. Otherwise, on the
 * embedded database only, DATA_DIR/secrets.key: read when present, else generated once and
 * written readable by the owner alone (0600). With DATABASE_URL a missing SECRETS_KEY stops
 * start-up: a generated file would be lost with the machine while the database outlives it.
 */
export const loadSecretsKey = async (config: Pick<ServerConfig, 'SECRETS_KEY' | 'DATABASE_URL' | 'DATA_DIR'>): Promise<Buffer> => {
  if (config.SECRETS_KEY) return decodeKey(config.SECRETS_KEY, 'SECRETS_KEY');
  if (config.DATABASE_URL) throw new Error(missingSecretsKeyMessage);
  const file = path.resolve(config.DATA_DIR, secretsKeyFileName);
  try {
    return decodeKey(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  // 'wx' refuses to overwrite a key another process wrote meanwhile; that key wins.
  try {
    await writeFile(file, `${randomBytes(secretsKeyBytes).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  return decodeKey(await readFile(file, 'utf8'), file);
};
