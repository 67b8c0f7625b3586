import * as v from 'valibot';
import { idSchema } from './id.schema';
import { defaultLogType, logTypes } from '../log/logTypes';

const logTypeSchema = v.picklist(logTypes, `logType must be one of ${logTypes.join(', ')}`);

/** POST /api/log (part 1 §3 'Log entry (write)'). */
export const writeLogBody = v.object({
  message: v.pipe(
    v.string('message must be text'),
    v.trim(),
    v.nonEmpty('message must not be empty'),
    v.maxLength(2000, 'message must be at most 2000 characters'),
  ),
  fhid: idSchema('fhid'),
  logType: v.optional(logTypeSchema, defaultLogType),
  mute: v.optional(v.boolean('mute must be true or false'), false),
});

/** POST /api/log: the new entry's id. */
export const logEntryCreatedSchema = v.object({ id: v.number() });

export const readLogQuery = v.object({
  logType: v.optional(logTypeSchema),
});

/** GET /api/log/{fhid}: one entry (part 1 §3 'Log entry (read)'); `when` is an ISO instant, `name` the author or 'System'. */
export const logEntrySchema = v.object({
  id: v.number(),
  message: v.string(),
  name: v.string(),
  when: v.string(),
  log_type: v.picklist(logTypes),
});
export type LogEntry = v.InferOutput<typeof logEntrySchema>;

/** GET /api/log/{fhid}: newest first. */
export const logEntriesSchema = v.array(logEntrySchema);
