import { type Kysely, sql } from 'kysely';
import * as v from 'valibot';
import { siteListQuerySchema } from '../../domain/api/siteList.schema';
import type { Role } from '../../domain/roles';
import { openDatabase } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { siteListAnswer } from '../../server/siteList/siteListQuery';
import type { Harness } from './harness';

/** GET /api/sites's answer as one instance gives it: its rows and its total. */
export interface ListAnswer {
  data: { id: number; note: string | null; site_checklist_ids: number[]; designer_id: number | null }[];
  totalSites: number;
}

export interface ListInstance {
  /** The answer this instance gives the caller for the query string, through what it remembers. */
  list(query: string, caller: { id: number; role: Role }): Promise<ListAnswer>;
  close(): Promise<void>;
}

/**
 * Another server instance's view of the harness's database, as behind a load balancer: on
 * PostgreSQL its own pool on the same schema; on PGlite (one connection) another Kysely over the
 * same connection. Either way it remembers list answers, totals and anchors of its own (they are
 * kept per database handle), so what it sends after another instance wrote shows whether a
 * remembered answer outlived a change.
 */
export const openSecondInstance = async (h: Harness): Promise<ListInstance> => {
  let db: Kysely<Database> = h.handle.db.withoutPlugins();
  let close = (): Promise<void> => Promise.resolve();
  if (h.handle.kind === 'postgres') {
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(h.handle.db);
    const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema: rows[0]?.schema });
    db = handle.db;
    close = () => handle.close();
  }
  return {
    list: async (query, caller) => {
      const params = v.parse(siteListQuerySchema, Object.fromEntries(new URLSearchParams(`perPage=20&${query}`)));
      return JSON.parse((await siteListAnswer(db, params, caller, new Date())).json.toString()) as ListAnswer;
    },
    close,
  };
};
