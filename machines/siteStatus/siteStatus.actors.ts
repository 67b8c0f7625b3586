import type { EndpointOutput } from '../../domain/api/endpoint';
import type { siteStatusEndpoints } from '../../domain/api/siteStatus.endpoints';
import { unprovided } from '../shared/unprovided';
import type { StatusAction } from './statusActions';

/**
 * The contract of the status action machine's one actor: the endpoint of the chosen action
 * (domain/api/siteStatus.endpoints.ts: POST /qa, /live, /lost, /transition, /status, or DELETE for
 * a test site), so it is not one endpoint's call. It resolves with the server's answer (null for a
 * deletion, which answers nothing) and rejects with the call's ApiError; a refusal the server
 * explained gives the toast its reason (`refusalOf`).
 */
type RunStatusActionInput = { siteId: number; action: StatusAction };

export const unprovidedSiteStatusActors = {
  runAction: unprovided<EndpointOutput<typeof siteStatusEndpoints.transition> | null, RunStatusActionInput>('siteStatus', 'runAction'),
};

export type SiteStatusActors = typeof unprovidedSiteStatusActors;
