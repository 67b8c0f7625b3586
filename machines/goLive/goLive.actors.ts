import { fromCallback } from 'xstate';
import { goLiveEndpoints } from '../../domain/api/goLive.endpoints';
import type { LaunchRunStatus } from '../../domain/api/goLive.schema';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the go-live machine's actors (domain/api/goLive.endpoints.ts): the app injects
 * the real ones (src/api/goLive.api.ts: the calls, and the live subscription on the tab's socket),
 * tests and stories stubs. The calls reject with their ApiError.
 */

/** What the live subscription sends the machine: each 'launch_event', and each reconnection. */
export type LaunchLiveEvent = { type: 'LAUNCH_EVENT'; message: string; status: LaunchRunStatus } | { type: 'LIVE_RECONNECTED' };

export const unprovidedGoLiveActors = {
  /** Part 2 §8: a failed check is logged (by the real actor) and the check stays without data. */
  loadCheck: unprovidedEndpoint('goLive', 'loadCheck', goLiveEndpoints.check),
  loadPendingScrapes: unprovidedEndpoint('goLive', 'loadPendingScrapes', goLiveEndpoints.pendingScrapes),
  loadSummary: unprovidedEndpoint('goLive', 'loadSummary', goLiveEndpoints.summary),
  loadDomainContacts: unprovidedEndpoint('goLive', 'loadDomainContacts', goLiveEndpoints.domainContacts),
  startFullSend: unprovidedEndpoint('goLive', 'startFullSend', goLiveEndpoints.fullSend),
  readLaunch: unprovidedEndpoint('goLive', 'readLaunch', goLiveEndpoints.launch),
  sendDnsInstructions: unprovidedEndpoint('goLive', 'sendDnsInstructions', goLiveEndpoints.dnsInstructions),
  /** Subscribes to 'launch:<launchId>': sends LAUNCH_EVENT per message, LIVE_RECONNECTED after a reconnect. */
  launchEvents: fromCallback<LaunchLiveEvent, { launchId: string }>(() => {
    throw new Error('goLive machine: the launchEvents actor was not provided');
  }),
};

export type GoLiveActors = typeof unprovidedGoLiveActors;
