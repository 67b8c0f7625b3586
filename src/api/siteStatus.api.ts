import { HTTPError } from 'ky';
import * as v from 'valibot';
import type { SiteStatusChange } from '../../domain/api/siteStatus.schema';
import { siteStatuses } from '../../domain/siteStatus';
import { type RunStatusAction, StatusActionRefused } from '../../machines/siteStatus/siteStatus.actors';
import type { StatusAction } from '../../machines/siteStatus/statusActions';
import { http } from './http';

const statusChangeSchema = v.object({ id: v.number(), from: v.picklist(siteStatuses), launcher_label: v.picklist(siteStatuses) });

const post = async (path: string, json: object = {}): Promise<SiteStatusChange> =>
  v.parse(statusChangeSchema, await http.post(path, { json }).json());

const call = async (siteId: number, action: StatusAction): Promise<SiteStatusChange | null> => {
  switch (action.kind) {
    case 'submitForReview':
      return post(`api/sites/${siteId}/qa`);
    case 'markLive':
      return post(`api/sites/${siteId}/live`);
    case 'markLost':
      return post(`api/sites/${siteId}/lost`);
    case 'transition':
      return post(`api/sites/${siteId}/transition`, { event: action.event });
    case 'override':
      return post(`api/sites/${siteId}/status`, { status: action.status });
    case 'delete':
      await http.delete(`api/sites/${siteId}`);
      return null;
  }
};

/**
 * The status action routes (docs/api.md). A refusal the server explained (403, 409: its `error`
 * text names the statuses) becomes StatusActionRefused, so the toast gives the server's reason.
 */
export const runStatusAction: RunStatusAction = async ({ siteId, action }) => {
  try {
    return await call(siteId, action);
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    const body: unknown = await error.response.json().catch(() => null);
    const explained = v.safeParse(v.object({ error: v.string() }), body);
    throw explained.success ? new StatusActionRefused(explained.output.error) : error;
  }
};

