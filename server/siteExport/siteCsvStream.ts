import type { Kysely } from 'kysely';
import type { SiteListQuery } from '../../domain/api/siteList.schema';
import { siteCsv } from '../../domain/siteExport/siteCsv';
import type { ListScreen } from '../../domain/siteList/listScreens';
import type { Database } from '../db/schema';
import type { Role } from '../../domain/roles';
import { buildSiteIdsQuery, selectSiteRowsByIds, toSiteRow } from '../siteList/siteListQuery';

/** Rows read and written per step: small enough that memory stays flat, large enough to keep round trips few. */
const exportBatchSize = 500;

interface ExportRequest {
  params: SiteListQuery;
  screen: ListScreen;
  /** Who exports: their role picks the person column and what the filters may show. */
  user: { id: number; role: Role };
  at: Date;
}

/**
 * The CSV as a stream that reads as it is read (docs/decisions/0353): first the matching ids in
 * the list's order (one integer column of the sites table), then the rows a batch at a time, each
 * batch only when the client has taken the last. Between batches the connection and the event
 * loop are free, so a long export never holds the server from other requests, and memory holds
 * one batch of rows.
 * A site deleted meanwhile is simply not written.
 */
export const siteCsvStream = async (db: Kysely<Database>, request: ExportRequest) => {
  const csv = siteCsv({ screen: request.screen, viewerRole: request.user.role, at: request.at });
  const ids = (await buildSiteIdsQuery(db, request.params, request.user, request.at).execute()).map((row) => row.id);
  const encoder = new TextEncoder();
  let next = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      start: (controller) => controller.enqueue(encoder.encode(csv.header)),
      pull: async (controller) => {
        if (next >= ids.length) {
          controller.close();
          return;
        }
        // Let timers and other requests' I/O run between batches: on PGlite a query can settle
        // without ever returning to the event loop, so a long export would otherwise hold the server.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = ids.slice(next, next + exportBatchSize);
        next += batch.length;
        const rows = await selectSiteRowsByIds(db, batch, request.at).execute();
        const byId = new Map(rows.map((row) => [row.id, row]));
        const text = batch.flatMap((id) => {
          const row = byId.get(id);
          return row ? [csv.line(toSiteRow(row))] : [];
        });
        controller.enqueue(encoder.encode(text.join('')));
      },
    },
    { highWaterMark: 1 },
  );
  return { fileName: csv.fileName, body };
};
