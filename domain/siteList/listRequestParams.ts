import type { SiteListRequest } from './listSearch';

/**
 * The list request as query parameters: flags that are off and empty filters are left out, a
 * status list is sent comma-separated (domain/api/siteList.schema.ts). The list's
 * GET /api/sites, its ids and its CSV export (an href) all send it so.
 */
export function siteListSearchParams(request: SiteListRequest): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value === undefined || value === false || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}
