import { type Kysely, sql } from 'kysely';
import type { ScrapeRecordKind } from '../../domain/scrapeTasks/scrapeJobTypes';
import type { Database } from '../db/schema';
import type { SaveOutcome } from '../scraper/runScrape';
import type { ParsedRecord } from '../scraper/parsers/parsedRecord';

interface RecordToSave {
  siteId: number;
  taskId: string;
  kind: ScrapeRecordKind;
  sourceUrl: string;
  record: ParsedRecord & { name: string };
}

/**
 * One record, idempotent by (site, source URL): a new URL inserts, a known one is updated in place
 * when anything read differs (a placeholder with that URL becomes real), and is left alone when
 * nothing does. `xmax = 0` tells an insert from an update in the one statement.
 */
export const saveScrapeRecord = async (
  db: Kysely<Database>,
  { siteId, taskId, kind, sourceUrl, record }: RecordToSave,
): Promise<SaveOutcome> => {
  const values = {
    kind,
    name: record.name,
    birth_date: record.birthDate,
    death_date: record.deathDate,
    record_date: record.recordDate,
    text: record.text,
    photo_url: record.photoUrl,
    service_details: record.serviceDetails ? JSON.stringify(record.serviceDetails) : null,
    fake: false,
    scrape_task_id: taskId,
  };
  const saved = await db
    .insertInto('scrape_records')
    .values({ site_id: siteId, source_url: sourceUrl, ...values })
    .onConflict((oc) =>
      oc
        .columns(['site_id', 'source_url'])
        .doUpdateSet((eb) => ({
          kind: eb.ref('excluded.kind'),
          name: eb.ref('excluded.name'),
          birth_date: eb.ref('excluded.birth_date'),
          death_date: eb.ref('excluded.death_date'),
          record_date: eb.ref('excluded.record_date'),
          text: eb.ref('excluded.text'),
          photo_url: eb.ref('excluded.photo_url'),
          service_details: eb.ref('excluded.service_details'),
          fake: false,
          scrape_task_id: eb.ref('excluded.scrape_task_id'),
          updated_at: sql`now()`,
        }))
        .where(
          sql<boolean>`(scrape_records.kind, scrape_records.name, scrape_records.birth_date, scrape_records.death_date, scrape_records.record_date,
            scrape_records.text, scrape_records.photo_url, scrape_records.service_details, scrape_records.fake)
            IS DISTINCT FROM (excluded.kind, excluded.name, excluded.birth_date, excluded.death_date, excluded.record_date,
            excluded.text, excluded.photo_url, excluded.service_details, excluded.fake)`,
        ),
    )
    .returning(sql<boolean>`xmax = 0`.as('inserted'))
    .executeTakeFirst();
  if (!saved) return 'unchanged';
  return saved.inserted ? 'new' : 'updated';
};
