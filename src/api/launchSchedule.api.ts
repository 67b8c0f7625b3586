import { HTTPError } from 'ky';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import type { LaunchDateAvailable, LaunchDateUpdated, LaunchDayCount } from '../../domain/api/launchSchedule.schema';
import type { SiteRow } from '../../domain/api/siteList.schema';
import {
  LaunchDateRefused,
  type CheckAvailabilityInput,
  type LaunchScheduleActors,
  type SubmitLaunchDateInput,
} from '../../machines/launchSchedule/launchSchedule.actors';
import { sitesLaunchingOn } from './sitesLaunchingOn';
import { http } from './http';
import { fetchSites } from './siteList.api';

/** Launch scheduling calls (docs/api.md 'Launch scheduling'). */

const refusalSchema = v.object({
  error: v.string(),
  field: v.optional(v.picklist(['launchDate', 'reason', 'note'])),
  reason: v.optional(v.string()),
});

export async function checkLaunchDateAvailable({ siteId, date }: CheckAvailabilityInput): Promise<LaunchDateAvailable> {
  return http.get(`api/sites/${siteId}/launchDateAvailable`, { searchParams: { date } }).json<LaunchDateAvailable>();
}

/** POST updateLaunchDate; a refusal the server explains becomes a LaunchDateRefused with its words. */
export async function updateLaunchDate({ siteId, ...body }: SubmitLaunchDateInput): Promise<LaunchDateUpdated> {
  try {
    return await http.post(`api/sites/${siteId}/updateLaunchDate`, { json: body }).json<LaunchDateUpdated>();
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    const answer = v.safeParse(refusalSchema, await error.response.json().catch(() => null));
    if (!answer.success) throw error;
    throw new LaunchDateRefused(answer.output.reason ?? answer.output.error, answer.output.field ?? null);
  }
}

/** Launches per day between two days ('YYYY-MM-DD', inclusive); days without launches are left out. */
export async function fetchLaunchCapacity(from: string, to: string): Promise<LaunchDayCount[]> {
  return http.get('api/launches/capacity', { searchParams: { from, to } }).json<LaunchDayCount[]>();
}

/** The sites launching on one day, read from the Launch Schedule list. */
export async function fetchSitesLaunchingOn(day: string): Promise<SiteRow[]> {
  return sitesLaunchingOn(day, (page, perPage) =>
    fetchSites({ page, perPage, launchSchedule: true }, new AbortController().signal),
  );
}

export const launchScheduleActors: LaunchScheduleActors = {
  checkAvailability: fromPromise(({ input }) => checkLaunchDateAvailable(input)),
  submitLaunchDate: fromPromise(({ input }) => updateLaunchDate(input)),
};
