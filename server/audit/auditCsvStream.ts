import type { Kysely } from 'kysely';
import type { AuditFilter } from '../../domain/api/audit.schema';
import { auditCsv } from '../../domain/audit/auditCsv';
import type { Database } from '../db/schema';
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
        controller.enqueue(encoder.encode(next.value.map(auditCsv.lines).join('')));
      },
      cancel: async () => {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
};
