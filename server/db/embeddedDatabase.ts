import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

/**
 * The embedded database as the server sees it: PGlite's own calls that the server uses, each
 * answered by the worker thread that runs PGlite (embeddedDatabaseWorker.js, decision 0605).
 */
export interface EmbeddedDatabase {
  /** One statement with parameters (extended protocol). */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Results<Row>>;
  /** Parameterless text that may hold several statements; one result per statement. */
  exec(sql: string): Promise<Results[]>;
  /** LISTEN on `channel` (PGlite's naming: unquoted names are lower-cased); resolves to the UNLISTEN. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** The whole database folder as a tar archive, as PGlite's `dumpDataDir` gives it (for backups and test dumps). */
  dumpDataDir(compression?: 'none' | 'gzip'): Promise<Blob>;
  /** Shuts PostgreSQL down cleanly and ends the thread. */
  close(): Promise<void>;
}

interface EmbeddedDatabaseOptions {
  /** The database folder; undefined means in memory. */
  dataDir?: string | undefined;
  /** An in-memory database starts as a copy of this dump (`dumpDataDir`) instead of a new cluster. */
  dump?: Blob | undefined;
}

/** An error as it crosses from the worker: PostgreSQL's fields (code, constraint, detail...) as plain values. */
interface PlainError {
  name?: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

type Answer = { id: number; value: unknown } | { id: number; error: PlainError };
type WorkerMessage = Answer | { ready: true } | { failed: PlainError } | { listener: number; payload: string };

const workerFile = new URL('./embeddedDatabaseWorker.js', import.meta.url);

/**
 * The error the caller gets: the worker's message and PostgreSQL's fields, so `code === '23505'`
 * and the constraint's name read as on PostgreSQL, with the stack of the call that sent the query
 * (the worker's own stack is PGlite's internals).
 */
const rebuiltError = (plain: PlainError, call: Error | undefined): Error => {
  const error = Object.assign(new Error(plain.message), plain.fields);
  if (plain.name) error.name = plain.name;
  const callStack = call?.stack;
  if (callStack) error.stack = `${error.name}: ${error.message}\n${callStack.split('\n').slice(1).join('\n')}`;
  return error;
};

const stoppedError = (reason: string) => new Error(`The embedded database is not running: ${reason}`);

/**
 * Starts PGlite on its own worker thread and gives the proxy once the database is open. Requests
 * go out in the order they are made and PGlite answers them in that order; a transaction's
 * statements stay together because pgliteDialect.ts queues clients before they get here. The
 * thread keeps the process alive only while a request is waiting for its answer, as an in-process
 * PGlite did: a listener alone does not hold a finished command-line tool open.
 */
export const openEmbeddedDatabase = async (options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> => {
  const dump = options.dump ? await options.dump.arrayBuffer() : undefined;
  const worker = new Worker(workerFile, {
    workerData: { dataDir: options.dataDir, dump },
    ...(dump ? { transferList: [dump] } : {}),
    // The worker's file is plain JavaScript: tsx's loader (in npm start's own arguments) would only slow its start.
    execArgv: [],
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; call: Error }>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let stopped: Error | undefined;
  let closing = false;

  const holdProcessWhileWaiting = () => (pending.size > 0 || closing ? worker.ref() : worker.unref());

  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
    holdProcessWhileWaiting();
  };

  const opened = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) return resolve();
      if ('failed' in message) return reject(rebuiltError(message.failed, undefined));
      if ('listener' in message) return listeners.get(message.listener)?.(message.payload);
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      holdProcessWhileWaiting();
      if ('error' in message) waiting.reject(rebuiltError(message.error, waiting.call));
      else waiting.resolve(message.value);
    });
    worker.on('error', (error) => {
      console.error('[db] the embedded database thread failed', error);
      stop(stoppedError(error.message));
      reject(error);
    });
    worker.on('exit', (code) => {
      const error = stoppedError(`its thread ended (exit code ${code})`);
      stop(error);
      reject(error);
    });
  });
  await opened;
  holdProcessWhileWaiting();

  const request = <T>(op: string, args: Record<string, unknown> = {}): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    // Its stack is formatted only if the query fails.
    const call = new Error();
    return new Promise<T>((resolve, reject) => {
      try {
        worker.postMessage({ id, op, ...args });
      } catch (error) {
        // A parameter that cannot be copied to another thread (a function, a symbol).
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, call });
      holdProcessWhileWaiting();
    });
  };

  let nextListener = 1;
  let closed: Promise<void> | undefined;
  return {
    query: <Row>(sql: string, params?: readonly unknown[]) => request<Results<Row>>('query', { sql, params }),
    exec: (sql) => request<Results[]>('exec', { sql }),
    listen: async (channel, handler) => {
      const listener = nextListener++;
      listeners.set(listener, handler);
      await request('listen', { listener, channel }).catch((error: unknown) => {
        listeners.delete(listener);
        throw error;
      });
      return async () => {
        listeners.delete(listener);
        await request('unlisten', { listener });
      };
    },
    dumpDataDir: async (compression = 'none') => new Blob([await request<ArrayBuffer>('dumpDataDir', { compression })]),
    close: () =>
      (closed ??= (async () => {
        if (stopped) return;
        closing = true;
        const exited = new Promise((resolve) => worker.once('exit', resolve));
        await request('close');
        await exited;
      })()),
  };
};
