import { pruneListChanges } from '../siteList/listChanges';
import type { JobDefinition } from './jobDefinition';

/**
 * How long the site list's change log keeps a transaction's entries (decision 0610). A remembered
 * answer, total or anchor is carried forward at every request that reads it, so only one no request
 * read for this long goes back to its statement (or, for anchors, numbers its matches again).
 */
const keepMinutes = 10;

/** Every minute, the change log's entries older than keepMinutes are removed and its start raised past them. */
export const siteListChangesPruneJob: JobDefinition = {
  name: 'site-list-changes-prune',
  cron: '* * * * *',
  policy: 'singleton',
  handler: (deps) => pruneListChanges(deps.db, keepMinutes),
};
