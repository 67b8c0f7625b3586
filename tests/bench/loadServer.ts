import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../../server/db/database';
import { createBenchApp } from './benchApp';

/**
 * The API alone in its own process, over a bench schema on PostgreSQL (DATABASE_URL, BENCH_SCHEMA),
 * so the load generator (tests/bench/load.ts) does not share an event loop with it. Prints
 * 'listening on <port>' when ready.
 */
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema: process.env.BENCH_SCHEMA });
const server = serve({ fetch: createBenchApp(handle.db).fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  console.log(`listening on ${info.port}`);
});
process.once('SIGTERM', () => {
  server.close();
  void handle.close().then(() => process.exit(0));
});
