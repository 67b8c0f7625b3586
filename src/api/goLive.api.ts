import * as v from 'valibot';
import { fromCallback, fromPromise } from 'xstate';
import { goLiveEndpoints } from '../../domain/api/goLive.endpoints';
import { launchEventSchema } from '../../domain/api/goLive.schema';
import type { GoLiveActors, LaunchLiveEvent } from '../../machines/goLive/goLive.actors';
import { onLiveReconnect, subscribeLive } from '../live/appLiveSocket';
import { fromEndpoint } from './fromEndpoint';
import { call } from './http';

/**
 * 'launch_event' messages of one launch on the tab's live socket, and a nudge to re-read after the
 * socket reconnects.
 */
const launchEvents = fromCallback<LaunchLiveEvent, { launchId: string }>(({ input, sendBack }) => {
  const stopEvents = subscribeLive(`launch:${input.launchId}`, (type, payload) => {
    if (type !== 'launch_event') return;
    const event = v.safeParse(launchEventSchema, payload);
    if (event.success && event.output.launchId === input.launchId)
      sendBack({ type: 'LAUNCH_EVENT', message: event.output.message, status: event.output.status });
  });
  const stopReconnects = onLiveReconnect(() => sendBack({ type: 'LIVE_RECONNECTED' }));
  return () => {
    stopEvents();
    stopReconnects();
  };
});

/** The go-live workflow's actors (domain/api/goLive.endpoints.ts) and its live subscription. */
export const goLiveActors: GoLiveActors = {
  // Part 2 §8: a failed check is logged; the panel shows it without data.
  loadCheck: fromPromise(({ input, signal }) =>
    call(goLiveEndpoints.check, input, { signal }).catch((error: unknown) => {
      console.error(`[goLive] check ${input.check} failed`, error);
      throw error;
    }),
  ),
  loadPendingScrapes: fromEndpoint(goLiveEndpoints.pendingScrapes),
  loadSummary: fromEndpoint(goLiveEndpoints.summary),
  loadDomainContacts: fromEndpoint(goLiveEndpoints.domainContacts),
  startFullSend: fromEndpoint(goLiveEndpoints.fullSend),
  readLaunch: fromEndpoint(goLiveEndpoints.launch),
  sendDnsInstructions: fromEndpoint(goLiveEndpoints.dnsInstructions),
  launchEvents,
};
