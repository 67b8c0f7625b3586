import * as v from 'valibot';
import { fromCallback, fromPromise } from 'xstate';
import {
  dnsInstructionsSentSchema,
  domainContactsSchema,
  fullSendResponseSchema,
  goLiveCheckResultSchema,
  goLiveSummarySchema,
  launchEventSchema,
  launchStateSchema,
  pendingScrapesSchema,
} from '../../domain/api/goLive.schema';
import type { GoLiveActors, LaunchLiveEvent } from '../../machines/goLive/goLive.actors';
import { onLiveReconnect, subscribeLive } from '../live/appLiveSocket';
import { api } from './http';

/**
 * 'launch_event' messages of one launch on the tab's live socket, and a nudge to re-read after the
 * socket reconnects.
 */
const launchEvents = fromCallback<LaunchLiveEvent, { launchId: string }>(({ input, sendBack }) => {
  const stopEvents = subscribeLive(`launch:${input.launchId}`, (type, payload) => {
    if (type !== 'launch_event') return;
    const event = v.safeParse(launchEventSchema, payload);
    if (event.success && event.output.launchId === input.launchId) sendBack({ type: 'LAUNCH_EVENT', message: event.output.message, status: event.output.status });
  });
  const stopReconnects = onLiveReconnect(() => sendBack({ type: 'LIVE_RECONNECTED' }));
  return () => {
    stopEvents();
    stopReconnects();
  };
});

/** The go-live workflow's actors (docs/api.md, Go-live) and its live subscription. */
export const goLiveActors: GoLiveActors = {
  // Part 2 §8: a failed check is logged; the panel shows it without data.
  loadCheck: fromPromise(({ input: { siteId, name } }) =>
    api.get(`api/sites/${siteId}/goLive/checks/${name}`, goLiveCheckResultSchema).catch((error: unknown) => {
      console.error(`[goLive] check ${name} failed`, error);
      throw error;
    }),
  ),
  loadPendingScrapes: fromPromise(({ input: { siteId } }) => api.get(`api/sites/${siteId}/goLive/pendingScrapes`, pendingScrapesSchema)),
  loadSummary: fromPromise(({ input: { siteId } }) => api.get(`api/sites/${siteId}/goLive/summary`, goLiveSummarySchema)),
  loadDomainContacts: fromPromise(({ input: { siteId } }) => api.get(`api/sites/${siteId}/domainContacts`, domainContactsSchema)),
  startFullSend: fromPromise(({ input: { siteId } }) => api.post(`api/sites/${siteId}/goLive/fullSend`, {}, fullSendResponseSchema)),
  readLaunch: fromPromise(({ input: { launchId } }) => api.get(`api/launches/${launchId}`, launchStateSchema)),
  sendDnsInstructions: fromPromise(async ({ input: { siteId, ...instructions } }) => {
    const { to } = await api.post(`api/sites/${siteId}/goLive/dnsInstructions`, instructions, dnsInstructionsSentSchema);
    return { to };
  }),
  launchEvents,
};
