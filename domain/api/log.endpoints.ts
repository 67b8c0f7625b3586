import { endpoint } from './endpoint';
import { idParams } from './id.schema';
import { logEntriesSchema, logEntryCreatedSchema, readLogQuery, writeLogBody } from './log.schema';

/** /api/log: the browser's log writes and the Recent Updates timeline (part 1 §3, §7). Everyone signed in may read and write. */
export const logEndpoints = {
  write: endpoint({
    method: 'post',
    path: '/api/log',
    capability: 'writeLog',
    summary: "Adds an entry to a site's log",
    description:
      "`logType` is one of the 17 types (default OTHER); a muted entry does not move the site's latest activity. Server code writes entries with `writeLog(trx, {siteId, userId, message, logType?, mute?, at?})` from `server/log/writeLog.ts`.",
    body: writeLogBody,
    answers: { 201: logEntryCreatedSchema },
    refusals: { 404: 'Site not found' },
  }),
  read: endpoint({
    method: 'get',
    path: '/api/log/:id{[0-9]+}',
    capability: 'readSites',
    summary: "A site's log, newest first",
    description:
      "`[{id, message, name, when, log_type}]`, of one type when `logType` is given; `name` is the author, or 'System' for the daily job's entries.",
    params: idParams,
    query: readLogQuery,
    answers: { 200: logEntriesSchema },
    refusals: { 404: 'Site not found' },
  }),
};
