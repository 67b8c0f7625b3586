import { fromCallback, fromPromise } from 'xstate';
import type { GoLiveSummary, LaunchState } from '../../../domain/api/goLive.schema';
import type { GoLiveCheckName } from '../../../domain/goLive/goLiveChecks';
import type { PendingScrape } from '../../../domain/goLive/pendingScrapes';
import type { GoLiveActors, LaunchLiveEvent } from '../../../machines/goLive/goLive.actors';
import { createControlledActors } from '../../testing/controlledActors';

export const goLiveSummaryFixture: GoLiveSummary = {
  siteId: 1042,
  name: 'Smith Funeral Home',
  apex: 'smith-funeral.example',
  status: '100% Ready',
  cloudHosted: true,
  liveUrl: '/sandbox/live/smith-funeral.example',
  launchWikiUrl: 'https://wiki.example/launch/dns',
  runningLaunchId: null,
  revisions: { unfixed: 0, unverified: 0 },
  design: { unfinished: [] },
  floral: { hasAddon: true, unfinished: [] },
  seo: { unfinished: [] },
};

export const goLiveLaunchId = '6f1c2d7e-0000-4000-8000-000000000001';

const runningLaunch = (messages: string[]): LaunchState => ({
  id: goLiveLaunchId,
  siteId: goLiveSummaryFixture.siteId,
  status: 'running',
  stepsDone: messages.slice(0, -1),
  messages,
  error: null,
});

/** Live messages pushed once the panel subscribes, as the socket would deliver them. */
export const liveMessages = (events: LaunchLiveEvent[]) =>
  fromCallback<LaunchLiveEvent, { launchId: string }>(({ sendBack }) => {
    const timer = setTimeout(() => events.forEach((event) => sendBack(event)), 50);
    return () => clearTimeout(timer);
  });

/**
 * Go-live actors for stories: every call answers at once (every check passes, no scrape is
 * pending, the site is cloud hosted, no live message arrives) unless `overrides` says otherwise.
 */
export const goLiveActorsFixture = (overrides: Partial<GoLiveActors> = {}): GoLiveActors => ({
  // The machine asks only for the 13 checks, so `check` is one of their names.
  loadCheck: fromPromise(async ({ input }) => ({ name: input.check as GoLiveCheckName, status: 'passed' as const, missing: [] })),
  loadPendingScrapes: fromPromise(async (): Promise<PendingScrape[]> => []),
  loadSummary: fromPromise(async () => goLiveSummaryFixture),
  loadDomainContacts: fromPromise(async () => [
    { name: 'Dana Smith', email: 'dana@smith-funeral.example' },
    { name: 'Group IT', email: 'it@group.example' },
  ]),
  startFullSend: fromPromise(async () => ({ launchId: goLiveLaunchId })),
  readLaunch: fromPromise(async () => runningLaunch(['Getting started'])),
  sendDnsInstructions: fromPromise(async ({ input }) => ({ sent: true as const, to: input.contactEmail })),
  launchEvents: liveMessages([]),
  ...overrides,
});

const promiseActorIds = [
  'loadCheck',
  'loadPendingScrapes',
  'loadSummary',
  'loadDomainContacts',
  'startFullSend',
  'readLaunch',
  'sendDnsInstructions',
] as const;

/**
 * Go-live actors for tests: each call waits until the test settles it (src/testing/controlledActors.ts),
 * and the live subscription hands its sender to the test, so a test pushes 'launch_event's the way
 * the socket would.
 */
export const controlledGoLiveActors = () => {
  const stubs = createControlledActors(promiseActorIds);
  const live: { send: ((event: LaunchLiveEvent) => void) | null; subscriptions: unknown[] } = { send: null, subscriptions: [] };
  const actors: GoLiveActors = {
    loadCheck: stubs.actor('loadCheck'),
    loadPendingScrapes: stubs.actor('loadPendingScrapes'),
    loadSummary: stubs.actor('loadSummary'),
    loadDomainContacts: stubs.actor('loadDomainContacts'),
    startFullSend: stubs.actor('startFullSend'),
    readLaunch: stubs.actor('readLaunch'),
    sendDnsInstructions: stubs.actor('sendDnsInstructions'),
    launchEvents: fromCallback<LaunchLiveEvent, { launchId: string }>(({ input, sendBack }) => {
      live.subscriptions.push(input);
      live.send = sendBack;
      return () => {
        if (live.send === sendBack) live.send = null;
      };
    }),
  };
  return { stubs, live, actors };
};
