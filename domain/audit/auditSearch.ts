import * as v from 'valibot';
import type { AuditFilter } from '../api/audit.schema';
import { idSchema } from '../api/id.schema';
import { lenient } from '../siteList/listSearch';
import { auditKinds } from './auditKinds';

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * The Audit log screen's filters as they live in the URL (/audit?site=12&kind=status), so a site's
 * 'Full history' link and a reload open the same list. Anything malformed in a hand-edited URL is
 * dropped rather than refused. The router reads '?site=12' as a number.
 */
export const auditSearchSchema = v.object({
  person: lenient(idSchema('person')),
  site: lenient(idSchema('site')),
  kind: lenient(v.picklist(auditKinds)),
  from: lenient(day),
  to: lenient(day),
  query: lenient(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(200))),
});
export type AuditSearch = v.InferOutput<typeof auditSearchSchema>;

/** The URL's filters with one changed; an empty value leaves the URL. */
export const withAuditFilter = (search: AuditSearch, change: Partial<AuditSearch>): AuditSearch =>
  Object.fromEntries(Object.entries({ ...search, ...change }).filter(([, value]) => value !== undefined && value !== ''));

/** What GET /api/audit is asked: the URL's filters (its query parameters are text). */
export const auditFilterOf = (search: AuditSearch): AuditFilter => withAuditFilter(search, {});
