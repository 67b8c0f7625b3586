import { fromCallback, fromPromise } from 'xstate';
import type { DomainContact, GoLiveSummary, LaunchRunStatus, LaunchState } from '../../domain/api/goLive.schema';
import type { GoLiveCheckName, GoLiveCheckResult } from '../../domain/goLive/goLiveChecks';
import type { PendingScrape } from '../../domain/goLive/pendingScrapes';

/**
 * The contract of the go-live machine's actors (docs/api.md, Go-live). The machine only names
 * them; GoLiveButton injects the real ones (src/api/goLive.api.ts), tests and stories inject stubs.
 */

export type SiteInput = { siteId: number };
export type CheckInput = { siteId: number; name: GoLiveCheckName };
export type LaunchInput = { launchId: string };
export type DnsInstructionsInput = { siteId: number; contactEmail: string; fhName: string; domain: string };

/** What the live subscription sends the machine: each 'launch_event', and each reconnection. */
export type LaunchLiveEvent = { type: 'LAUNCH_EVENT'; message: string; status: LaunchRunStatus } | { type: 'LIVE_RECONNECTED' };

/** How an actor rejects when the server refused with a message staff should read (409 text). */
export type GoLiveRefusal = { reason: 'refused'; message: string };
export const refusedWith = (message: string): GoLiveRefusal => ({ reason: 'refused', message });
export const refusalMessage = (error: unknown, fallback: string): string =>
  typeof error === 'object' && error !== null && (error as GoLiveRefusal).reason === 'refused' ? (error as GoLiveRefusal).message : fallback;

const unprovided = <TOutput, TInput>(name: string) =>
  // A missing `provide` fails loudly instead of hanging in a loading state.
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`goLive machine: the ${name} actor was not provided`)));

export const unprovidedLoadCheck = unprovided<GoLiveCheckResult, CheckInput>('loadCheck');
export const unprovidedLoadPendingScrapes = unprovided<PendingScrape[], SiteInput>('loadPendingScrapes');
export const unprovidedLoadSummary = unprovided<GoLiveSummary, SiteInput>('loadSummary');
export const unprovidedLoadDomainContacts = unprovided<DomainContact[], SiteInput>('loadDomainContacts');
export const unprovidedStartFullSend = unprovided<{ launchId: string }, SiteInput>('startFullSend');
export const unprovidedReadLaunch = unprovided<LaunchState, LaunchInput>('readLaunch');
export const unprovidedSendDnsInstructions = unprovided<{ to: string }, DnsInstructionsInput>('sendDnsInstructions');
export const unprovidedLaunchEvents = fromCallback<LaunchLiveEvent, LaunchInput>(() => {
  throw new Error('goLive machine: the launchEvents actor was not provided');
});

export interface GoLiveActors {
  loadCheck: typeof unprovidedLoadCheck;
  loadPendingScrapes: typeof unprovidedLoadPendingScrapes;
  loadSummary: typeof unprovidedLoadSummary;
  loadDomainContacts: typeof unprovidedLoadDomainContacts;
  startFullSend: typeof unprovidedStartFullSend;
  readLaunch: typeof unprovidedReadLaunch;
  sendDnsInstructions: typeof unprovidedSendDnsInstructions;
  /** Subscribes to 'launch:<launchId>': sends LAUNCH_EVENT per message, LIVE_RECONNECTED after a reconnect. */
  launchEvents: typeof unprovidedLaunchEvents;
}

/** The panel's fixed texts (part 2 §2.3 and §8). */
export const goLiveTexts = {
  sendFailed: "Couldn't send email",
  sentTo: 'Instructions Sent To...',
  live: 'Your new site is live!',
  checkItOut: 'Check it out!',
  startFailed: 'Full Send could not start',
} as const;
