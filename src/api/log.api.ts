import type { LogEntry } from '../../domain/api/log.schema';
import type { LogType } from '../../domain/log/logTypes';
import { http } from './http';

/** GET /api/log/{fhid}: the site's log, newest first, optionally of one type. */
export const fetchSiteLog = (fhid: number, logType: LogType | null): Promise<LogEntry[]> =>
  http.get(`api/log/${fhid}`, { searchParams: logType ? { logType } : {} }).json<LogEntry[]>();
