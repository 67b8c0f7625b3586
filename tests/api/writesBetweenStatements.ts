import type { Kysely, KyselyPlugin } from 'kysely';
import type { Database } from '../../server/db/schema';
import type { Harness } from './harness';

export interface WritesBetweenStatements {
  /** The same database as another instance would hold it: it remembers list answers of its own. */
  db: Kysely<Database>;
  /** While on, every statement `db` runs is followed by `write`, committed before `db` runs its next one. */
  setWriting(on: boolean): void;
  /** Resolves once every write started has committed. */
  settled(): Promise<void>;
}

/**
 * The worst interleaving of two instances: a write from elsewhere commits between every two
 * statements of a request. On PostgreSQL the write runs on another connection and is awaited
 * before the request's next statement is sent; on PGlite's one connection, whose queue is first
 * come first served, the write asks for it before the request's next statement does.
 */
export const writesBetweenStatements = (h: Harness, write: () => Promise<unknown>): WritesBetweenStatements => {
  let writing = false;
  const started: Promise<unknown>[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      if (writing) {
        const committed = write();
        started.push(committed);
        if (h.handle.kind === 'postgres') await committed;
      }
      return args.result;
    },
  };
  return {
    db: h.handle.db.withPlugin(plugin),
    setWriting: (on) => {
      writing = on;
    },
    settled: async () => {
      await Promise.all(started);
    },
  };
};
