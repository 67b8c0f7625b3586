import { HTTPError } from 'ky';
import * as v from 'valibot';
import { fromCallback, fromPromise } from 'xstate';
import {
  dnsInstructionsResponseSchema,
  domainContactsSchema,
  fullSendResponseSchema,
  goLiveCheckResultSchema,
  goLiveSummarySchema,
  launchEventSchema,
  launchStateSchema,
  pendingScrapesSchema,
} from '../../domain/api/goLive.schema';
import {
  type CheckInput,
  type DnsInstructionsInput,
  type GoLiveActors,
  type LaunchInput,
  type LaunchLiveEvent,
  refusedWith,
  type SiteInput,
} from '../../machines/goLive/goLive.actors';
import { onLiveReconnect, subscribeLive } from '../live/appLiveSocket';
import { http } from './http';

/** The go-live panel's calls (docs/api.md, Go-live), each answer checked against the shared schema. */

export const fetchGoLiveCheck = async ({ siteId, name }: CheckInput) =>
  v.parse(goLiveCheckResultSchema, await http.get(`api/sites/${siteId}/goLive/checks/${name}`).json());

export const fetchPendingScrapes = async ({ siteId }: SiteInput) => v.parse(pendingScrapesSchema, await http.get(`api/sites/${siteId}/goLive/pendingScrapes`).json());

export const fetchGoLiveSummary = async ({ siteId }: SiteInput) => v.parse(goLiveSummarySchema, await http.get(`api/sites/${siteId}/goLive/summary`).json());

export const fetchDomainContacts = async ({ siteId }: SiteInput) => v.parse(domainContactsSchema, await http.get(`api/sites/${siteId}/domainContacts`).json());

export const fetchLaunch = async ({ launchId }: LaunchInput) => v.parse(launchStateSchema, await http.get(`api/launches/${launchId}`).json());

/** A 409 carries the reason Full Send is refused; staff read it as the server wrote it. */
export const startFullSend = async ({ siteId }: SiteInput) => {
  try {
    return v.parse(fullSendResponseSchema, await http.post(`api/sites/${siteId}/goLive/fullSend`).json());
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 409) {
      const body = (await error.response.json().catch(() => ({}))) as { error?: unknown };
      if (typeof body.error === 'string') throw refusedWith(body.error);
    }
    throw error;
  }
};

export const sendDnsInstructions = async ({ siteId, contactEmail, fhName, domain }: DnsInstructionsInput) => {
  const answer = v.parse(dnsInstructionsResponseSchema, await http.post(`api/sites/${siteId}/goLive/dnsInstructions`, { json: { contactEmail, fhName, domain } }).json());
  if (!answer.sent) throw new Error(answer.error);
  return { to: answer.to };
};

/** 'launch_event' messages of one launch, and a nudge to re-read after the socket reconnects. */
export const launchEvents = fromCallback<LaunchLiveEvent, LaunchInput>(({ input, sendBack }) => {
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

/** The real actors GoLiveButton gives the panel. */
export const goLiveActors: GoLiveActors = {
  loadCheck: fromPromise(({ input }) => fetchGoLiveCheck(input)),
  loadPendingScrapes: fromPromise(({ input }) => fetchPendingScrapes(input)),
  loadSummary: fromPromise(({ input }) => fetchGoLiveSummary(input)),
  loadDomainContacts: fromPromise(({ input }) => fetchDomainContacts(input)),
  startFullSend: fromPromise(({ input }) => startFullSend(input)),
  readLaunch: fromPromise(({ input }) => fetchLaunch(input)),
  sendDnsInstructions: fromPromise(({ input }) => sendDnsInstructions(input)),
  launchEvents,
};
