import type { Kysely } from 'kysely';
import type { ScrapeRecord, ScrapeRecordList, ServiceDetail } from '../../domain/api/scrapeRecords.schema';
import type { ScrapeRecordKind } from '../../domain/scrapeTasks/scrapeJobTypes';
import type { Database } from '../db/schema';

interface RecordPage {
  page: number;
  perPage: number;
  kind?: ScrapeRecordKind | undefined;
}

/** GET /api/sites/{id}/obituaries: the site's records, real and fake, newest first. */
export const listScrapeRecords = async (
  db: Kysely<Database>,
  siteId: number,
  { page, perPage, kind }: RecordPage,
): Promise<ScrapeRecordList> => {
  let filtered = db.selectFrom('scrape_records').where('site_id', '=', siteId);
  if (kind) filtered = filtered.where('kind', '=', kind);
  const [rows, total] = await Promise.all([
    filtered
      .select([
        'id',
        'kind',
        'source_url',
        'name',
        'birth_date',
        'death_date',
        'record_date',
        'text',
        'photo_url',
        'service_details',
        'fake',
        'updated_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const data: ScrapeRecord[] = rows.map((row) => ({
    ...row,
    service_details: (row.service_details as ServiceDetail[] | null) ?? null,
    updated_at: new Date(row.updated_at).toISOString(),
  }));
  return { data, total: Number(total.n) };
};
