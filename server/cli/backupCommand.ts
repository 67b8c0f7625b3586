import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { ServerConfig } from '../config';
import { openEmbeddedDatabase } from '../db/embeddedDatabase';
import { knownMigrationNames } from '../db/migrate';

const backupUsage = `Usage: npm run db:backup -- --out <file>
  Writes a backup of the configured database to <file> (which must not exist yet): the embedded
  database's folder (DATA_DIR/db) as a .tar.gz, or with DATABASE_URL a pg_dump archive.
  Back up the secrets key with it (DATA_DIR/secrets.key or SECRETS_KEY): without it the
  secrets in the backup cannot be read.`;

const restoreUsage = `Usage: npm run db:restore -- [--replace] <file>
  Restores a backup made by db:backup: into an empty DATA_DIR/db, or with DATABASE_URL into an
  empty database. With --replace, over the database already there (all of it is replaced, in
  one step: a restore that fails leaves it as it was). A backup of a newer version of the app
  (migrations this code does not know) is refused. Stop the server first, and give it the
  secrets key the backup was made with.`;

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
const runTool = (tool: 'pg_dump' | 'pg_restore' | 'psql', args: string[], env: NodeJS.ProcessEnv): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new CommandError(
              `${tool} was not found. Install PostgreSQL's client tools of the server's major version or later (Debian: apt-get install postgresql-client) and try again.`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new CommandError(`${tool} failed (exit code ${code}):\n${errors.trim()}`)),
    );
  });

const backupEmbedded = async (config: ServerConfig, file: string, out: Out) => {
  const dataDir = embeddedDir(config);
  if (isEmptyDir(dataDir)) throw new CommandError(`There is no embedded database in ${dataDir} to back up.`);
  const pglite = await openEmbeddedDatabase({ dataDir });
  try {
    const dump = await pglite.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { flag: 'wx' });
  } finally {
    await pglite.close();
  }
  out(`Backed up the embedded database (${dataDir}) to ${file}.`);
};

/**
 * A backup whose database has migrations this code does not know was made by a newer version:
 * this code would run on tables it does not understand, so the restore stops before it changes anything.
 */
const refuseNewerSchema = async (file: string, migrations: readonly string[]): Promise<void> => {
  const known = new Set(await knownMigrationNames());
  const unknown = migrations.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new CommandError(
      `${file} comes from a newer version of Website Admin: its database has ${unknown.length} migration(s) this version does not know (${unknown.join(', ')}). Update the app, then restore.`,
    );
};

/** Whether to restore over a database that is there already (`--replace`) or only into an empty place. */
type RestoreMode = { replace: boolean };

/**
 * The backup is restored into a folder beside DATA_DIR/db and checked there (it starts, and its
 * migrations are ones this code knows); only then does it take the place of the old folder, so a
 * restore that fails leaves the old database as it was.
 */
const restoreEmbedded = async (config: ServerConfig, file: string, { replace }: RestoreMode, out: Out) => {
  const dataDir = embeddedDir(config);
  const existing = !isEmptyDir(dataDir);
  if (existing && !replace)
    throw new CommandError(`${dataDir} is not empty: restore with --replace to replace the database in it, or move it aside first.`);
  const staging = `${dataDir}.restoring`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    const pglite = await openEmbeddedDatabase({ dataDir: staging, dump: new Blob([await readFile(file)]) });
    try {
      const { rows } = await pglite.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name');
      await refuseNewerSchema(
        file,
        rows.map((row) => row.name),
      );
    } finally {
      await pglite.close();
    }
    await rm(dataDir, { recursive: true, force: true });
    await rename(staging, dataDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  out(existing ? `Replaced the database in ${dataDir} with ${file}.` : `Restored ${file} into ${dataDir}.`);
};

const backupPostgres = async (databaseUrl: string, file: string, env: NodeJS.ProcessEnv, out: Out) => {
  const { url, password } = connectionOf(databaseUrl);
  await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url}`], { ...env, PGPASSWORD: password });
  out(`Backed up ${url} to ${file} (pg_dump custom format).`);
};

/** The migration names in a pg_dump archive, read from its kysely_migration data (COPY rows, tab-separated, name first). */
const archivedMigrations = async (file: string, toolEnv: NodeJS.ProcessEnv): Promise<string[]> => {
  const script = await runTool('pg_restore', ['--data-only', '--table=kysely_migration', '--file=-', file], toolEnv);
  const copy = script.split('\n');
  const start = copy.findIndex((line) => /^COPY \S*kysely_migration /.test(line));
  if (start < 0) throw new CommandError(`${file} holds no Website Admin database (it has no migrations table).`);
  const end = copy.indexOf('\\.', start);
  return copy.slice(start + 1, end).map((line) => line.split('\t')[0]!);
};

/** Whether the database already holds tables of its own (anything outside PostgreSQL's catalogs). */
const holdsTables = async (databaseUrl: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    return (rows[0]?.count ?? 0) > 0;
  } finally {
    await client.end();
  }
};

/**
 * The archive becomes one SQL script run in one transaction by psql: a failure leaves the
 * database as it was. Extensions are left out: only a superuser may drop or create pg_trgm, and
 * the target database has it already (README, 'Running on a real PostgreSQL'). pg_restore's
 * `--clean` cannot drop pg-boss's partitioned job table constraint by constraint (PostgreSQL
 * refuses to drop a partition's inherited key), so the archive's own schemas other than public
 * (pg-boss's) are dropped whole first.
 */
const restorePostgres = async (databaseUrl: string, file: string, { replace }: RestoreMode, env: NodeJS.ProcessEnv, out: Out) => {
  const { url, password } = connectionOf(databaseUrl);
  const toolEnv = { ...env, PGPASSWORD: password };
  await refuseNewerSchema(file, await archivedMigrations(file, toolEnv));
  const existing = await holdsTables(databaseUrl);
  if (existing && !replace)
    throw new CommandError(`${url} already holds a database: restore with --replace to replace it, or restore into an empty database.`);
  const entries = (await runTool('pg_restore', ['--list', file], toolEnv))
    .split('\n')
    .filter((line) => !/^\d+; \d+ \d+ (COMMENT - )?EXTENSION /.test(line));
  const ownSchemas = entries
    .flatMap((line) => /^\d+; \d+ \d+ SCHEMA - (\S+) /.exec(line)?.[1] ?? [])
    .filter((schema) => schema !== 'public');
  const work = await mkdtemp(path.join(tmpdir(), 'db-restore-'));
  const [listFile, dropFile, scriptFile] = ['entries.list', 'drop.sql', 'restore.sql'].map((name) => path.join(work, name)) as [
    string,
    string,
    string,
  ];
  try {
    await writeFile(listFile, entries.join('\n'));
    await writeFile(dropFile, ownSchemas.map((schema) => `DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE;\n`).join(''));
    await runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', `--use-list=${listFile}`, `--file=${scriptFile}`, file], toolEnv);
    await runTool(
      'psql',
      [
        '--no-psqlrc',
        '--quiet',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        `--dbname=${url}`,
        `--file=${dropFile}`,
        `--file=${scriptFile}`,
      ],
      toolEnv,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  out(existing ? `Replaced the database ${url} with ${file}.` : `Restored ${file} into ${url}.`);
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

/** `npm run db:restore -- [--replace] FILE`. Returns the exit code. */
export const runRestore = async (config: ServerConfig, argv: string[], out: Out, env: NodeJS.ProcessEnv = process.env): Promise<number> => {
  let file: string | undefined;
  let replace: boolean;
  try {
    const parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { replace: { type: 'boolean' } } });
    if (parsed.positionals.length === 1) file = parsed.positionals[0];
    replace = parsed.values.replace === true;
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
    if (config.DATABASE_URL) await restorePostgres(config.DATABASE_URL, file, { replace }, env, out);
    else await restoreEmbedded(config, file, { replace }, out);
    return 0;
  } catch (error) {
    return failed(error, out);
  }
};
