import { fromPromise } from 'xstate';
import { logEntriesSchema } from '../../domain/api/log.schema';
import type { LogActors } from '../../machines/log/log.actors';
import { api } from './http';

/** The log workflow's actor: GET /api/log/{fhid}, newest first, optionally of one type (docs/api.md 'Log'). */
export const logActors: LogActors = {
  loadLog: fromPromise(({ input: { fhid, logType } }) =>
    api.get(`api/log/${fhid}`, logEntriesSchema, { searchParams: logType ? { logType } : {} }),
  ),
};
