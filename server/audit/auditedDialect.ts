import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type QueryResult } from 'kysely';
import { type AuditContext, currentAuditContext } from './auditContext';

/** Hands the request's person and address to the audit trigger for the rest of the transaction (migration 0040). */
const setAuditContext = (connection: DatabaseConnection, context: AuditContext) =>
  connection.executeQuery(
    CompiledQuery.raw(`select set_config('audit.person', $1, true), set_config('audit.address', $2, true)`, [
      context.personId === null ? '' : String(context.personId),
      context.address,
    ]),
  );

const writeKinds = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

const isWrite = (query: CompiledQuery): boolean =>
  writeKinds.has(query.query.kind) || (query.query.kind === 'RawNode' && /^\s*(insert|update|delete|merge|with)\b/i.test(query.sql));

/** A connection that knows whether it is inside a transaction, so a lone write can be given one. */
class AuditedConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const context = currentAuditContext();
    if (!context || this.inTransaction || !isWrite(query)) return this.inner.executeQuery<R>(query);
    // A write outside db.transaction() during a request: its own transaction carries the context,
    // as the settings only live inside one.
    await this.inner.executeQuery(CompiledQuery.raw('begin'));
    try {
      await setAuditContext(this.inner, context);
      const result = await this.inner.executeQuery<R>(query);
      await this.inner.executeQuery(CompiledQuery.raw('commit'));
      return result;
    } catch (error) {
      await this.inner.executeQuery(CompiledQuery.raw('rollback'));
      throw error;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const unwrap = (connection: DatabaseConnection): AuditedConnection => connection as AuditedConnection;

const auditedDriver = (driver: Driver): Driver => ({
  init: () => driver.init(),
  acquireConnection: async () => new AuditedConnection(await driver.acquireConnection()),
  beginTransaction: async (connection, settings) => {
    const audited = unwrap(connection);
    await driver.beginTransaction(audited.inner, settings);
    audited.inTransaction = true;
    const context = currentAuditContext();
    if (context) await setAuditContext(audited.inner, context);
  },
  commitTransaction: async (connection) => {
    unwrap(connection).inTransaction = false;
    await driver.commitTransaction(unwrap(connection).inner);
  },
  rollbackTransaction: async (connection) => {
    unwrap(connection).inTransaction = false;
    await driver.rollbackTransaction(unwrap(connection).inner);
  },
  ...(driver.savepoint && { savepoint: (connection, name, compile) => driver.savepoint!(unwrap(connection).inner, name, compile) }),
  ...(driver.rollbackToSavepoint && {
    rollbackToSavepoint: (connection, name, compile) => driver.rollbackToSavepoint!(unwrap(connection).inner, name, compile),
  }),
  ...(driver.releaseSavepoint && {
    releaseSavepoint: (connection, name, compile) => driver.releaseSavepoint!(unwrap(connection).inner, name, compile),
  }),
  releaseConnection: (connection) => driver.releaseConnection(unwrap(connection).inner),
  destroy: () => driver.destroy(),
});

/**
 * The dialect with the audit context in every transaction a request opens (decision 0525): the
 * one place where who and from where reach the database, so the audit trigger records every change
 * in its own transaction and no handler passes anything along.
 */
export const auditedDialect = (dialect: Dialect): Dialect => ({
  createDriver: () => auditedDriver(dialect.createDriver()),
  createQueryCompiler: () => dialect.createQueryCompiler(),
  createAdapter: () => dialect.createAdapter(),
  createIntrospector: (db) => dialect.createIntrospector(db),
});
