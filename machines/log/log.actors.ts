import type { LogEntry } from '../../domain/api/log.schema';
import type { LogType } from '../../domain/log/logTypes';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the log workflow's actor, GET /api/log/{fhid} (part 1 §7): the app injects the
 * real one (src/api/log.api.ts), tests and stories stubs.
 */
export type LoadLogInput = {
  fhid: number;
  /** One log type, or null for every type. */
  logType: LogType | null;
};

export const unprovidedLogActors = {
  loadLog: unprovided<LogEntry[], LoadLogInput>('log', 'loadLog'),
};

export type LogActors = typeof unprovidedLogActors;
