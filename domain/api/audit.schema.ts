import * as v from 'valibot';
import { type AuditAction, auditKinds } from '../audit/auditKinds';
import { idText } from './id.schema';
import { calendarDay } from './launchSchedule.schema';

const auditKindSchema = v.picklist(auditKinds, `kind must be one of ${auditKinds.join(', ')}`);

/** The filters of GET /api/audit and its export: each optional, all of them at once narrowing. */
export const auditFilterQuery = v.object({
  person: v.optional(idText('person')),
  site: v.optional(idText('site')),
  kind: v.optional(auditKindSchema),
  /** 'YYYY-MM-DD', the first day included (the server's calendar). */
  from: v.optional(calendarDay('from')),
  /** 'YYYY-MM-DD', the last day included. */
  to: v.optional(calendarDay('to')),
  query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'query must be at most 200 characters'))),
});
export type AuditFilter = v.InferOutput<typeof auditFilterQuery>;

/** GET /api/audit: the filters and where the last page ended. */
export const auditListQuery = v.object({
  ...auditFilterQuery.entries,
  /** The id of the last entry of the previous page: the next page is older. */
  cursor: v.optional(v.pipe(v.string('cursor must be text'), v.regex(/^\d{1,18}$/, 'cursor must be an entry id'), v.transform(Number))),
});

/**
 * One field's value before and after, as the log shows it (null: the field was empty, or the row
 * did not exist): Yes or No for a flag, a person's name for a person's id (docs/decisions/0550).
 */
const auditFieldChangeSchema = v.object({
  /** The column as the database names it. */
  field: v.string(),
  /** The field as staff say it ('Launch Date', 'Designer'). */
  label: v.string(),
  before: v.nullable(v.string()),
  after: v.nullable(v.string()),
});

const auditActions = ['create', 'change', 'delete', 'event'] as const satisfies readonly AuditAction[];

export const auditEntrySchema = v.object({
  id: v.number(),
  /** ISO instant. */
  at: v.string(),
  /** null: nobody signed in (a failed sign-in). */
  person: v.nullable(v.object({ id: v.number(), name: v.string() })),
  address: v.nullable(v.string()),
  kind: auditKindSchema,
  action: v.picklist(auditActions),
  /** The table (or the thing an event is about) and the id of its row. */
  entity: v.string(),
  /** The entity as staff say it ('Site', 'Scrape request'). */
  entityLabel: v.string(),
  entityId: v.string(),
  site: v.nullable(v.object({ id: v.number(), name: v.nullable(v.string()) })),
  changes: v.array(auditFieldChangeSchema),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

/** A page of the log, newest first; `nextCursor` null on the last page; `people` every staff account, by name, for the person filter. */
export const auditPageSchema = v.object({
  entries: v.array(auditEntrySchema),
  nextCursor: v.nullable(v.string()),
  people: v.array(v.object({ id: v.number(), name: v.string() })),
});
export type AuditPage = v.InferOutput<typeof auditPageSchema>;
