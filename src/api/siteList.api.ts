import * as v from 'valibot';
import { updateLastCoachedResponseSchema } from '../../domain/api/markCoached.schema';
import { assignmentResponseSchema, type AssignmentResponse } from '../../domain/api/assignment.schema';
import { siteListResponseSchema, type SiteListResponse } from '../../domain/api/siteList.schema';
import { aeStatsSchema, careStatsSchema, designerStatsSchema } from '../../domain/api/siteStats.schema';
import { assignees } from '../../domain/siteList/assignees';
import type { SiteListRequest } from '../../domain/siteList/listSearch';
import type { MyStats, StatsKind } from '../../domain/siteList/myStats';
import type { AssignPersonInput } from '../../machines/assignment/assignment.actors';
import { http } from './http';

/**
 * The list request as query parameters: flags that are off and empty filters are left out, a
 * status list is sent comma-separated (domain/api/siteList.schema.ts).
 */
export function siteListSearchParams(request: SiteListRequest): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value === undefined || value === false || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

export async function fetchSites(request: SiteListRequest, signal: AbortSignal): Promise<SiteListResponse> {
  const body = await http.get('api/sites', { searchParams: siteListSearchParams(request), signal }).json();
  return v.parse(siteListResponseSchema, body);
}

export async function assignPerson({ siteId, role, personId }: AssignPersonInput): Promise<AssignmentResponse> {
  const { endpoint, bodyKey } = assignees[role];
  const body = await http.post(`api/sites/${siteId}/${endpoint}`, { json: { [bodyKey]: personId } }).json();
  return v.parse(assignmentResponseSchema, body);
}

/** The My Sites stats cards of the signed-in user. */
export async function fetchMyStats(kind: StatsKind, userId: number): Promise<MyStats> {
  switch (kind) {
    case 'designer':
      return { kind, counts: v.parse(designerStatsSchema, await http.get(`api/designers/${userId}/stats`).json()) };
    case 'ae':
      return { kind, counts: v.parse(aeStatsSchema, await http.get(`api/aes/${userId}/stats`).json()) };
    case 'care':
      return { kind, counts: v.parse(careStatsSchema, await http.get('api/cares/stats').json()) };
  }
}

const editorLinkSchema = v.object({ url: v.string() });

/** A single-sign-on link into the site builder's editor for this site. */
export async function fetchEditorUrl(siteId: number): Promise<string> {
  return v.parse(editorLinkSchema, await http.get(`api/sites/${siteId}/sso`).json()).url;
}

export async function markCoached(siteId: number, additionalNote: string) {
  const body = await http.post(`api/sites/${siteId}/updateLastCoached`, { json: { additionalNote } }).json();
  return v.parse(updateLastCoachedResponseSchema, body);
}
