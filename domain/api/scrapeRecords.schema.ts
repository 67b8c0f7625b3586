import * as v from 'valibot';
import { scrapeRecordKinds } from '../scrapeTasks/scrapeJobTypes';

const pageNumber = (field: string, fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,6}$/, `${field} must be a whole number`),
    v.transform(Number),
    v.minValue(1, `${field} must be at least 1`),
  );

/** GET /api/sites/{id}/obituaries?page&perPage[&kind]: every kind unless one is named. */
export const listScrapeRecordsQuery = v.object({
  page: pageNumber('page', '1'),
  perPage: v.pipe(pageNumber('perPage', '20'), v.maxValue(100, 'perPage must be at most 100')),
  kind: v.optional(v.picklist(scrapeRecordKinds, `kind must be one of ${scrapeRecordKinds.join(', ')}`)),
});

/** One service event of an obituary (visitation, funeral, burial), as the old site listed it. */
export const serviceDetailSchema = v.object({
  type: v.string(),
  date: v.nullable(v.string()),
  location: v.nullable(v.string()),
});
export type ServiceDetail = v.InferOutput<typeof serviceDetailSchema>;

export const scrapeRecordSchema = v.object({
  id: v.number(),
  kind: v.picklist(scrapeRecordKinds),
  source_url: v.string(),
  /** An obituary's name, another record's title. */
  name: v.string(),
  birth_date: v.nullable(v.string()),
  death_date: v.nullable(v.string()),
  record_date: v.nullable(v.string()),
  text: v.nullable(v.string()),
  photo_url: v.nullable(v.string()),
  service_details: v.nullable(v.array(serviceDetailSchema)),
  fake: v.boolean(),
  updated_at: v.string(),
});
export type ScrapeRecord = v.InferOutput<typeof scrapeRecordSchema>;

/** GET /api/sites/{id}/obituaries: newest first. */
export const scrapeRecordListSchema = v.object({ data: v.array(scrapeRecordSchema), total: v.number() });
export type ScrapeRecordList = v.InferOutput<typeof scrapeRecordListSchema>;

/** What the records:{organization_id} channel carries for each record a scrape saves. */
export const streamedRecordSchema = v.object({
  taskId: v.string(),
  kind: v.picklist(scrapeRecordKinds),
  name: v.string(),
  source_url: v.string(),
  created: v.boolean(),
});
export type StreamedRecord = v.InferOutput<typeof streamedRecordSchema>;

/** The Fake Obituaries tile: GET, POST (add a set) and DELETE (remove them all) answer the count left. */
export const fakeObituaryCountSchema = v.object({ count: v.number() });
