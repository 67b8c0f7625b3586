// Worker-thread entry (server/db/embeddedDatabase.ts): the embedded PostgreSQL (PGlite, WebAssembly)
// runs here, so a query holds this thread while the server's event loop goes on serving requests,
// timers and websockets (decision 0605). Plain JavaScript, so the worker starts without tsx's
// loader (every server, tool and test file starts one).
//
// Each request from the server is one message `{ id, op, ...arguments }`, answered by
// `{ id, value }` or `{ id, error }`; a notification on a channel being listened to is
// `{ listener, payload }`. PGlite runs one statement at a time in the order they arrive, which is
// the order the server's one-connection queue (pgliteDialect.ts) sends them in.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The embedded database's shared buffers: PostgreSQL's default (128 MB) lives in WebAssembly
 * memory, resident for good; pages beyond 16 MB are still in the OS file cache.
 */
const postgresqlconf = ['shared_buffers=16MB'];

/**
 * Values are parsed here, before they cross to the server, as the pg driver parses them on
 * PostgreSQL (server/db/database.ts): DATE columns stay 'YYYY-MM-DD' strings (a launch date is a
 * calendar day, not an instant) and int8 becomes a number.
 */
const parsers = { 1082: (value) => value, 20: (value) => Number(value) };

/**
 * What the server needs of an error: its message and PostgreSQL's fields (code, constraint,
 * detail, table, ...). Only plain values cross: PGlite also hangs the query's parameters and
 * options (functions) on its errors, and a function cannot be sent to another thread.
 */
const plainError = (error) => {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields = Object.fromEntries(Object.entries(error).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)));
  return { name: error.name, message: error.message, fields };
};

const { dataDir, dump } = workerData;
let pglite;
try {
  pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(dump ? { loadDataDir: new Blob([dump]) } : {}),
    postgresqlconf,
    extensions: { pg_trgm },
    parsers,
  });
} catch (error) {
  parentPort.postMessage({ failed: plainError(error) });
  parentPort.close();
}

/** What each listener's LISTEN returned: the function that ends it. */
const unlisteners = new Map();

/** Each operation gives the answer's value and what to move (not copy) to the server with it. */
const operations = {
  query: async ({ sql, params }) => ({ value: await pglite.query(sql, params) }),
  exec: async ({ sql }) => ({ value: await pglite.exec(sql) }),
  listen: async ({ listener, channel }) => {
    unlisteners.set(listener, await pglite.listen(channel, (payload) => parentPort.postMessage({ listener, payload })));
    return { value: undefined };
  },
  unlisten: async ({ listener }) => {
    await unlisteners.get(listener)?.();
    unlisteners.delete(listener);
    return { value: undefined };
  },
  dumpDataDir: async ({ compression }) => {
    const buffer = await (await pglite.dumpDataDir(compression)).arrayBuffer();
    return { value: buffer, transfer: [buffer] };
  },
  close: async () => {
    await pglite.close();
    return { value: undefined };
  },
};

if (pglite) {
  parentPort.on('message', async ({ id, op, ...request }) => {
    try {
      const { value, transfer } = await operations[op](request);
      parentPort.postMessage({ id, value }, transfer);
    } catch (error) {
      parentPort.postMessage({ id, error: plainError(error) });
    }
    // Nothing follows a close: the thread ends once the answer is sent.
    if (op === 'close') parentPort.close();
  });
  parentPort.postMessage({ ready: true });
}
