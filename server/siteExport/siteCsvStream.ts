import type { Kysely } from 'kysely';
import type { SiteListQuery } from '../../domain/api/siteList.schema';
import { siteCsv } from '../../domain/siteExport/siteCsv';
import type { ListScreen } from '../../domain/siteList/listScreens';
import type { Database } from '../db/schema';
import type { Role } from '../../domain/roles';
import { buildSiteIdsQuery, selectSiteRowsByIds, type SiteListPosition, toSiteRow } from '../siteList/siteListQuery';

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
 * The CSV as a stream that reads as it is read (docs/decisions/0353, 0396): a batch at a time,
 * each only when the client has taken the last, the matching ids of the batch read by keyset
 * paging (after the previous batch's last position in the list's order, the id breaking ties),
 * then their rows. No step reads more than one batch, so the connection is free between batches
 * and memory holds one batch, whatever the row count. The queries run off the event loop (on
 * PostgreSQL's server, or PGlite's worker thread: decision 0605), so what a batch holds the loop
 * for is formatting its rows (about 15-20 ms of CPU at most, docs/performance.md).
 * A site deleted between its id and its row is simply not written.
 */
export const siteCsvStream = async (db: Kysely<Database>, request: ExportRequest) => {
  const csv = siteCsv({ screen: request.screen, viewerRole: request.user.role, at: request.at });
  const encoder = new TextEncoder();
  let after: SiteListPosition | undefined;
  let finished = false;
  const body = new ReadableStream<Uint8Array>(
    {
      start: (controller) => controller.enqueue(encoder.encode(csv.header)),
      pull: async (controller) => {
        const chunk = finished
          ? []
          : await buildSiteIdsQuery(db, request.params, request.user, request.at, after).limit(exportBatchSize).execute();
        const last = chunk.at(-1);
        if (!last) {
          controller.close();
          return;
        }
        after = last.position;
        finished = chunk.length < exportBatchSize;
        const ids = chunk.map((row) => row.id);
        const rows = await selectSiteRowsByIds(db, ids).execute();
        const byId = new Map(rows.map((row) => [row.id, row]));
        const text = ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [csv.line(toSiteRow(row, request.at))] : [];
        });
        controller.enqueue(encoder.encode(text.join('')));
      },
    },
    { highWaterMark: 1 },
  );
  return { fileName: csv.fileName, body };
};
