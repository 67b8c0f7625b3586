import { fromCallback } from 'xstate';
import type { DomainContact, GoLiveSummary, LaunchRunStatus, LaunchState } from '../../domain/api/goLive.schema';
import type { GoLiveCheckName, GoLiveCheckResult } from '../../domain/goLive/goLiveChecks';
import type { PendingScrape } from '../../domain/goLive/pendingScrapes';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the go-live machine's actors (docs/api.md, Go-live): the app injects the real
 * ones (src/api/goLive.api.ts: the calls, and the live subscription on the tab's socket), tests and
 * stories stubs. The calls reject with their ApiError.
 */

type SiteInput = { siteId: number };
type CheckInput = { siteId: number; name: GoLiveCheckName };
type LaunchInput = { launchId: string };
type DnsInstructionsInput = { siteId: number; contactEmail: string; fhName: string; domain: string };

/** What the live subscription sends the machine: each 'launch_event', and each reconnection. */
export type LaunchLiveEvent = { type: 'LAUNCH_EVENT'; message: string; status: LaunchRunStatus } | { type: 'LIVE_RECONNECTED' };

export const unprovidedGoLiveActors = {
  /** Part 2 §8: a failed check is logged (by the real actor) and the check stays without data. */
  loadCheck: unprovided<GoLiveCheckResult, CheckInput>('goLive', 'loadCheck'),
  loadPendingScrapes: unprovided<PendingScrape[], SiteInput>('goLive', 'loadPendingScrapes'),
  loadSummary: unprovided<GoLiveSummary, SiteInput>('goLive', 'loadSummary'),
  loadDomainContacts: unprovided<DomainContact[], SiteInput>('goLive', 'loadDomainContacts'),
  startFullSend: unprovided<{ launchId: string }, SiteInput>('goLive', 'startFullSend'),
  readLaunch: unprovided<LaunchState, LaunchInput>('goLive', 'readLaunch'),
  sendDnsInstructions: unprovided<{ to: string }, DnsInstructionsInput>('goLive', 'sendDnsInstructions'),
  /** Subscribes to 'launch:<launchId>': sends LAUNCH_EVENT per message, LIVE_RECONNECTED after a reconnect. */
  launchEvents: fromCallback<LaunchLiveEvent, LaunchInput>(() => {
    throw new Error('goLive machine: the launchEvents actor was not provided');
  }),
};

export type GoLiveActors = typeof unprovidedGoLiveActors;
