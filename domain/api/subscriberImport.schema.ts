import * as v from 'valibot';

/** The largest file the import takes: some 40,000 subscribers of an old provider's export. */
const maxSubscriberCsvLength = 2_000_000;

/** POST /api/sites/{id}/subscribers/import: the CSV file's name and its text. */
export const importSubscribersBody = v.object({
  fileName: v.pipe(
    v.string('fileName must be text'),
    v.trim(),
    v.nonEmpty('fileName is required'),
    v.maxLength(255, 'fileName must be at most 255 characters'),
  ),
  csv: v.pipe(
    v.string('csv must be text'),
    v.nonEmpty('csv must not be empty'),
    v.maxLength(maxSubscriberCsvLength, `csv must be at most ${maxSubscriberCsvLength} characters`),
  ),
});
export type ImportSubscribers = v.InferOutput<typeof importSubscribersBody>;

const subscriberSchema = v.object({ email: v.string(), name: v.nullable(v.string()), imported_at: v.string() });

/** GET /api/sites/{id}/subscribers: how many the site has and the newest of them. */
export const siteSubscribersSchema = v.object({ count: v.number(), latest: v.array(subscriberSchema) });
export type SiteSubscribers = v.InferOutput<typeof siteSubscribersSchema>;

/** The import's report: every row accounted for, and the site's subscribers after it. */
export const importReportSchema = v.object({
  fileName: v.string(),
  imported: v.number(),
  duplicates: v.number(),
  invalid: v.array(v.object({ line: v.number(), reason: v.string() })),
  subscribers: siteSubscribersSchema,
});
export type ImportReport = v.InferOutput<typeof importReportSchema>;
