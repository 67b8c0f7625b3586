import type { ImportReport, ImportSubscribers } from '../../domain/api/subscriberImport.schema';
import { subscriberRows } from '../../domain/subscriberImport/subscriberRows';
import type { AppDeps, SessionUser } from '../appDeps';
import { HttpError } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';
import { siteSubscribers } from './subscriberQueries';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at 5 columns a row. */
const batchSize = 1_000;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Imports an obituary-subscriber CSV into the site (issue 15): every row checked, new addresses
 * added, addresses the site already has (or the file repeats) counted as duplicates and skipped,
 * so importing the same file again adds nothing. The rows and the log entry commit together.
 */
export const importSubscribers = async (
  deps: AppDeps,
  user: SessionUser,
  siteId: number,
  body: ImportSubscribers,
): Promise<ImportReport> => {
  const parsed = subscriberRows(body.csv);
  if (!parsed.ok) throw new HttpError(400, `Invalid csv: ${parsed.reason}`, { field: 'csv', reason: parsed.reason });
  const { rows, invalid, duplicatesInFile } = parsed;
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    await requireSite(trx, siteId, { lock: true });
    let imported = 0;
    for (let start = 0; start < rows.length; start += batchSize) {
      const inserted = await trx
        .insertInto('subscribers')
        .values(
          rows
            .slice(start, start + batchSize)
            .map((row) => ({ site_id: siteId, email: row.email, name: row.name, imported_by: user.id, imported_at: now })),
        )
        .onConflict((oc) => oc.columns(['site_id', 'email']).doNothing())
        .returning('id')
        .execute();
      imported += inserted.length;
    }
    const duplicates = duplicatesInFile + rows.length - imported;
    await writeLog(trx, {
      siteId,
      userId: user.id,
      message: `Subscribers imported from ${body.fileName}: ${imported} added, ${plural(duplicates, 'duplicate', 'duplicates')} skipped, ${plural(invalid.length, 'invalid row', 'invalid rows')}`,
      at: now,
    });
    return { fileName: body.fileName, imported, duplicates, invalid, subscribers: await siteSubscribers(trx, siteId) };
  });
};
