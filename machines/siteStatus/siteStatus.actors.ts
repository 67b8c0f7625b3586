import type { SiteStatusChange } from '../../domain/api/siteStatus.schema';
import { unprovided } from '../shared/unprovided';
import type { StatusAction } from './statusActions';

/**
 * The contract of the status action machine's one actor: the route of the chosen action
 * (POST /qa, /live, /lost, /transition, /status, or DELETE for a test site). It resolves with the
 * server's answer (null for a deletion, which answers nothing) and rejects with the call's
 * ApiError; a refusal the server explained gives the toast its reason (`refusalOf`).
 */
type RunStatusActionInput = { siteId: number; action: StatusAction };

export const unprovidedSiteStatusActors = {
  runAction: unprovided<SiteStatusChange | null, RunStatusActionInput>('siteStatus', 'runAction'),
};

export type SiteStatusActors = typeof unprovidedSiteStatusActors;
