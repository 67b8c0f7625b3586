import * as v from 'valibot';
import { idSchema, idText } from './id.schema';
import { scrapeJobTypes } from '../scrapeTasks/scrapeJobTypes';
import { scrapeTaskStatuses } from '../scrapeTasks/scrapeTaskStatus';

const pageNumber = (field: string, fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,6}$/, `${field} must be a whole number`),
    v.transform(Number),
    v.minValue(1, `${field} must be at least 1`),
  );

/** Filter values of the Type dropdown: the task kinds of part 1 §3 ('scheduled' is a RECEIVED task). */
export const scrapeTaskTypes = ['scrape', 'parse', 'scheduled'] as const;

/**
 * GET /api/scrapiTasks?page&perPage&searchString&status&type&provider (part 2 §7; page size 20),
 * and legacyFhid for one site's tasks (its Scrape tab).
 */
export const listScrapeTasksQuery = v.object({
  page: pageNumber('page', '1'),
  perPage: v.pipe(pageNumber('perPage', '20'), v.maxValue(100, 'perPage must be at most 100')),
  searchString: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'searchString must be at most 200 characters')), ''),
  status: v.optional(
    v.union([v.literal(''), v.picklist(scrapeTaskStatuses)], `status must be one of ${scrapeTaskStatuses.join(', ')}`),
    '',
  ),
  type: v.optional(v.union([v.literal(''), v.picklist(scrapeTaskTypes)], `type must be one of ${scrapeTaskTypes.join(', ')}`), ''),
  provider: v.optional(v.pipe(v.string(), v.maxLength(50, 'provider must be at most 50 characters')), ''),
  legacyFhid: v.optional(idText('legacyFhid')),
});
export type ListScrapeTasksQuery = v.InferOutput<typeof listScrapeTasksQuery>;

/** What a task did (decisions.md §7): pages and records, and why records were skipped. */
export const scrapeResultSchema = v.object({
  pagesRead: v.number(),
  recordsSaved: v.number(),
  new: v.number(),
  updated: v.number(),
  unchanged: v.number(),
  skipped: v.number(),
  /** Up to the first 50 skips, each with its page and the reason. */
  skippedReasons: v.array(v.object({ url: v.string(), reason: v.string() })),
  /** Why the task stopped early: a failure's cause, or that it was revoked. */
  stoppedBecause: v.nullable(v.string()),
});
export type ScrapeResult = v.InferOutput<typeof scrapeResultSchema>;

/** The start form's values as the task keeps them (part 2 §3), plus the job type it runs. */
const scrapeTaskKwargsSchema = v.object({
  scheduled_time: v.nullable(v.string()),
  start_page: v.nullable(v.number()),
  end_page: v.nullable(v.number()),
  url: v.nullable(v.string()),
  provider: v.nullable(v.string()),
  legacy_fhid: v.nullable(v.number()),
  organization_id: v.nullable(v.string()),
  job_type: v.optional(v.picklist(scrapeJobTypes)),
});

export const scrapeTaskRowSchema = v.object({
  _id: v.string(),
  status: v.nullable(v.picklist(scrapeTaskStatuses)),
  name: v.nullable(v.string()),
  result: v.nullable(scrapeResultSchema),
  kwargs: scrapeTaskKwargsSchema,
});
export type ScrapeTaskRow = v.InferOutput<typeof scrapeTaskRowSchema>;

/** GET /api/scrapiTasks: newest first. */
export const scrapeTaskListSchema = v.object({ data: v.array(scrapeTaskRowSchema), totalTasks: v.number() });
export type ScrapeTaskList = v.InferOutput<typeof scrapeTaskListSchema>;

const optionalPage = (field: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(`${field} must be a number`),
        v.integer(`${field} must be a whole number`),
        v.maxValue(100_000, `${field} must be at most 100000`),
      ),
    ),
    null,
  );

/**
 * POST /api/scrapiTasks/startScrape. Every field may be absent here so that the one rule of part 2
 * §5 ('Missing ...', domain/scrapeTasks/startScrapeRules.ts) names what is missing, as the form does.
 */
export const startScrapeBody = v.object({
  organizationId: v.optional(
    v.pipe(
      v.string('organizationId must be text'),
      v.trim(),
      v.regex(/^[A-Za-z0-9_-]{0,64}$/, 'organizationId may hold letters, digits, - and _ only'),
    ),
    '',
  ),
  legacyFhid: v.optional(v.nullable(idSchema('legacyFhid')), null),
  url: v.optional(v.pipe(v.string('url must be text'), v.maxLength(2000, 'url must be at most 2000 characters')), ''),
  jobType: v.optional(v.picklist(scrapeJobTypes, `jobType must be one of ${scrapeJobTypes.join(', ')}`), 'obituaries'),
  provider: v.optional(v.pipe(v.string('provider must be text'), v.maxLength(50, 'provider must be at most 50 characters')), ''),
  startPage: optionalPage('startPage'),
  endPage: optionalPage('endPage'),
  scheduledTime: v.optional(
    v.nullable(v.pipe(v.string('scheduledTime must be text'), v.isoTimestamp('scheduledTime must be an ISO date-time'))),
    null,
  ),
});

export const scrapeStartedSchema = v.object({ taskId: v.string() });
export type ScrapeStarted = v.InferOutput<typeof scrapeStartedSchema>;

/** POST /api/scrapiTasks/killTask. */
export const killTaskBody = v.object({
  taskId: v.pipe(
    v.string('taskId must be text'),
    v.nonEmpty('taskId is required'),
    v.maxLength(64, 'taskId must be at most 64 characters'),
  ),
});

export const taskRevokedSchema = v.object({ taskId: v.string(), status: v.picklist(scrapeTaskStatuses) });
export type TaskRevoked = v.InferOutput<typeof taskRevokedSchema>;
