import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createSecretBox, maskSecret } from './secretBox';
import { loadSecretsKey } from './secretsKey';

const folders: string[] = [];
const dataDir = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'secrets-key-'));
  folders.push(folder);
  return folder;
};
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and seals the same value differently each time (a nonce per value)', () => {
    const first = box.seal('hunter2-dns');
    const second = box.seal('hunter2-dns');
    expect(first).not.toBe(second);
    expect(first).not.toContain('hunter2');
    expect(first.startsWith('v1:')).toBe(true);
    expect(box.open(first)).toBe('hunter2-dns');
    expect(box.open(second)).toBe('hunter2-dns');
  });

  it('refuses a changed value and a value sealed with another key', () => {
    const sealed = box.seal('api-key-123');
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes.writeUInt8((bytes.at(-1) ?? 0) ^ 1, bytes.length - 1);
    expect(() => box.open(`v1:${bytes.toString('base64')}`)).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow('Not a sealed secret');
  });

  it('takes only a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow('The secrets key must be 32 bytes, not 16');
  });

  it('masks all but the last two characters of a long value', () => {
    expect(maskSecret('pa55word-xy')).toBe('••••••••xy');
    expect(maskSecret('short')).toBe('••••••••');
  });
});

describe('the secrets key', () => {
  it('uses SECRETS_KEY when set', async () => {
    const key = randomBytes(32);
    const loaded = await loadSecretsKey({ SECRETS_KEY: key.toString('base64'), DATABASE_URL: 'postgres://x/y', DATA_DIR: await dataDir() });
    expect(loaded.equals(key)).toBe(true);
  });

  it('generates a key into the data folder on first start (mode 0600) and reads the same key afterwards', async () => {
    const DATA_DIR = await dataDir();
    const first = await loadSecretsKey({ DATA_DIR, SECRETS_KEY: undefined, DATABASE_URL: undefined });
    const file = path.join(DATA_DIR, 'secrets.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64').equals(first)).toBe(true);
    const again = await loadSecretsKey({ DATA_DIR, SECRETS_KEY: undefined, DATABASE_URL: undefined });
    expect(again.equals(first)).toBe(true);
  });

  it('stops start-up with a clear message when DATABASE_URL is set without SECRETS_KEY', async () => {
    await expect(loadSecretsKey({ DATA_DIR: await dataDir(), SECRETS_KEY: undefined, DATABASE_URL: 'postgres://db/app' })).rejects.toThrow(
      /^SECRETS_KEY is required when DATABASE_URL is set/,
    );
  });

  it('refuses a SECRETS_KEY that is not 32 bytes in base64 when the configuration loads', () => {
    expect(() => loadConfig({ SECRETS_KEY: randomBytes(16).toString('base64') })).toThrow('SECRETS_KEY: must be 32 bytes in base64');
  });
});
