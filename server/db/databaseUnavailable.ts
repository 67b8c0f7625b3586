/** Socket errors that mean PostgreSQL cannot be reached right now (refused, cut, unreachable, timed out). */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is going away or not yet back: 57P01 admin_shutdown (`pg_ctl stop`,
 * a restart, a failover), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
 * recovering); class 08 is every connection exception.
 */
const isUnavailableSqlState = (code: string): boolean =>
  code === '57P01' || code === '57P02' || code === '57P03' || /^08[0-9A-Z]{3}$/.test(code);

/**
 * node-postgres reports a lost or never-made connection by message alone: the pool's connection
 * timeout, the client's own, a connection cut under a query, and a client used after its
 * connection failed.
 */
const unavailableMessages = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated due to connection timeout$/,
  /^Connection terminated unexpectedly$/,
  /^Client has encountered a connection error and is not queryable$/,
];

/**
 * Whether `error` says the database cannot be reached at the moment (decision 0429), rather than
 * that a statement is wrong: those requests answer 503 'Database unavailable' with Retry-After and
 * succeed once the database is back. Looks into an AggregateError (Node's connect tries every
 * address of a host and reports them together) but not into `cause`: a failed fetch to an outside
 * service carries ECONNREFUSED there, and that is not the database.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (socketCodes.has(code) || isUnavailableSqlState(code))) return true;
  if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) return true;
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
};
