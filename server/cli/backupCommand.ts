import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ServerConfig } from '../config';

const backupUsage = `Usage: npm run db:backup -- --out <file>
  Writes a backup of the configured database to <file> (which must not exist yet): the embedded
  database's folder (DATA_DIR/db) as a .tar.gz, or with DATABASE_URL a pg_dump archive.
  Back up the secrets key with it (DATA_DIR/secrets.key or SECRETS_KEY): without it the
  secrets in the backup cannot be read.`;

const restoreUsage = `Usage: npm run db:restore -- <file>
  Restores a backup made by db:backup: into an empty DATA_DIR/db (move the old folder aside
  first), or with DATABASE_URL into that database with pg_restore (replacing what it holds).
  Stop the server first, and give it the secrets key the backup was made with.`;

type Out = (line: string) => void;

class CommandError extends Error {}

const embeddedDir = (config: ServerConfig) => path.resolve(config.DATA_DIR, 'db');

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** The first bytes say which kind of backup a file is, so a restore can refuse the wrong one by name. */
const backupKind = async (file: string): Promise<'pglite' | 'pg_dump' | 'unknown'> => {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    return head.toString('latin1') === 'PGDMP' ? 'pg_dump' : 'unknown';
  } finally {
    await handle.close();
  }
};

/**
 * The connection URL without its password, and the password for PGPASSWORD: a password on the
 * command line would show in every process listing while the tool runs.
 */
const connectionOf = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), password };
};

/** Runs a PostgreSQL client tool and gives its output; a missing tool is a message saying how to get it, not a stack trace. */
const runTool = (tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new CommandError(`${tool} was not found. Install PostgreSQL's client tools of the server's major version or later (Debian: apt-get install postgresql-client) and try again.`)
          : error,
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new CommandError(`${tool} failed (exit code ${code}):\n${errors.trim()}`))));
  });

/** Opens the embedded database as database.ts does (pg_trgm loaded, since the migrations use it). */
const openEmbedded = (dataDir: string, loadDataDir?: Blob) => PGlite.create({ dataDir, extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });

const backupEmbedded = async (config: ServerConfig, file: string, out: Out) => {
  const dataDir = embeddedDir(config);
  if (isEmptyDir(dataDir)) throw new CommandError(`There is no embedded database in ${dataDir} to back up.`);
  const pglite = await openEmbedded(dataDir);
  try {
    const dump = await pglite.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { flag: 'wx' });
  } finally {
    await pglite.close();
  }
  out(`Backed up the embedded database (${dataDir}) to ${file}.`);
};

const restoreEmbedded = async (config: ServerConfig, file: string, out: Out) => {
  const dataDir = embeddedDir(config);
  if (!isEmptyDir(dataDir)) throw new CommandError(`${dataDir} is not empty: move it aside (or delete it) first, so a restore never overwrites a database.`);
  await mkdir(dataDir, { recursive: true });
  const pglite = await openEmbedded(dataDir, new Blob([await readFile(file)]));
  try {
    // A query proves the restored folder is a database that starts.
    await pglite.query('SELECT 1');
  } finally {
    await pglite.close();
  }
  out(`Restored ${file} into ${dataDir}.`);
};

const backupPostgres = async (databaseUrl: string, file: string, env: NodeJS.ProcessEnv, out: Out) => {
  const { url, password } = connectionOf(databaseUrl);
  await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url}`], { ...env, PGPASSWORD: password });
  out(`Backed up ${url} to ${file} (pg_dump custom format).`);
};

/**
 * Extensions are left out of the restore: only a superuser may drop or create pg_trgm, and the
 * target database has it already (README, 'Running on a real PostgreSQL'). pg_restore restores
 * exactly the entries of a list, so the archive's list goes back without them.
 */
const restorePostgres = async (databaseUrl: string, file: string, env: NodeJS.ProcessEnv, out: Out) => {
  const { url, password } = connectionOf(databaseUrl);
  const toolEnv = { ...env, PGPASSWORD: password };
  const entries = (await runTool('pg_restore', ['--list', file], toolEnv)).split('\n').filter((line) => !/^\d+; \d+ \d+ (COMMENT - )?EXTENSION /.test(line));
  const listFile = path.join(await mkdtemp(path.join(tmpdir(), 'db-restore-')), 'entries.list');
  await writeFile(listFile, entries.join('\n'));
  try {
    await runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', `--use-list=${listFile}`, `--dbname=${url}`, file], toolEnv);
  } finally {
    await rm(path.dirname(listFile), { recursive: true, force: true });
  }
  out(`Restored ${file} into ${url}.`);
};

/** A refusal the user can act on is a message and exit code 1; anything else is a bug and throws. */
const failed = (error: unknown, out: Out): number => {
  if (!(error instanceof CommandError)) throw error;
  out(error.message);
  return 1;
};

/** `npm run db:backup -- --out FILE`. Returns the exit code. */
export const runBackup = async (config: ServerConfig, argv: string[], out: Out, env: NodeJS.ProcessEnv = process.env): Promise<number> => {
  let file: string | undefined;
  try {
    file = parseArgs({ args: argv, options: { out: { type: 'string' } }, strict: true }).values.out;
  } catch (error) {
    out(`${error instanceof Error ? error.message : String(error)}\n${backupUsage}`);
    return 1;
  }
  if (!file) {
    out(backupUsage);
    return 1;
  }
  try {
    // A backup never overwrites a file: it may be the only good copy.
    if (existsSync(file)) throw new CommandError(`${file} already exists: choose another name.`);
    if (config.DATABASE_URL) await backupPostgres(config.DATABASE_URL, file, env, out);
    else await backupEmbedded(config, file, out);
    out('Keep the secrets key with this backup: DATA_DIR/secrets.key, or the SECRETS_KEY you set.');
    return 0;
  } catch (error) {
    return failed(error, out);
  }
};

/** `npm run db:restore -- FILE`. Returns the exit code. */
export const runRestore = async (config: ServerConfig, argv: string[], out: Out, env: NodeJS.ProcessEnv = process.env): Promise<number> => {
  let file: string | undefined;
  try {
    const parsed = parseArgs({ args: argv, allowPositionals: true, strict: true });
    if (parsed.positionals.length === 1) file = parsed.positionals[0];
  } catch (error) {
    out(`${error instanceof Error ? error.message : String(error)}\n${restoreUsage}`);
    return 1;
  }
  if (!file) {
    out(restoreUsage);
    return 1;
  }
  if (!existsSync(file)) {
    out(`${file} does not exist.`);
    return 1;
  }
  const kind = await backupKind(file);
  const wanted = config.DATABASE_URL ? 'pg_dump' : 'pglite';
  if (kind !== wanted) {
    out(
      wanted === 'pg_dump'
        ? `${file} is not a pg_dump archive${kind === 'pglite' ? ' (it is an embedded-database backup: restore it without DATABASE_URL)' : ''}.`
        : `${file} is not an embedded-database backup${kind === 'pg_dump' ? ' (it is a pg_dump archive: restore it with DATABASE_URL set)' : ''}.`,
    );
    return 1;
  }
  try {
    if (config.DATABASE_URL) await restorePostgres(config.DATABASE_URL, file, env, out);
    else await restoreEmbedded(config, file, out);
    return 0;
  } catch (error) {
    return failed(error, out);
  }
};
