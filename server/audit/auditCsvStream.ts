import type { Kysely } from 'kysely';
import type { AuditFilter } from '../../domain/api/audit.schema';
import { auditCsv } from '../../domain/audit/auditCsv';
import type { Database } from '../db/schema';
import { formatInSlices } from '../http/formatInSlices';
import { auditEntryBatches } from './auditQueries';

/** GET /api/audit/export's body: a stream that reads a batch only when the client has taken the last. */
export const auditCsvStream = (db: Kysely<Database>, filter: AuditFilter): ReadableStream<Uint8Array> => {
  const encoder = new TextEncoder();
  const batches = auditEntryBatches(db, filter);
  return new ReadableStream<Uint8Array>(
    {
      start: (controller) => controller.enqueue(encoder.encode(auditCsv.header)),
      pull: async (controller) => {
        const next = await batches.next();
        if (next.done) {
          controller.close();
          return;
        }
        // Formatted in slices, so other requests run while a batch is written (decision 0605).
        controller.enqueue(encoder.encode(await formatInSlices(next.value, auditCsv.lines)));
      },
      cancel: async () => {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
};
