import { assign, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import type { DomainContact, GoLiveSummary, LaunchState } from '../../domain/api/goLive.schema';
import { type GoLiveCheckName, type GoLiveCheckResult, goLiveCheckNames } from '../../domain/goLive/goLiveChecks';
import { isLaunchable } from '../../domain/goLive/goLiveOffered';
import type { PendingScrape } from '../../domain/goLive/pendingScrapes';
import { type LaunchLiveEvent, unprovidedGoLiveActors } from './goLive.actors';

/** One check as the panel shows it: loading, then passed | failed | unavailable (its call failed). */
export type CheckView = { status: 'loading' | 'passed' | 'failed' | 'unavailable'; missing: string[] };
type LoadStatus = 'loading' | 'loaded' | 'unavailable';

/** Who changes DNS on a site off our cloud hosting: a launch specialist, or the funeral home (or its IT). */
type DnsChoice = 'specialist' | 'funeralHome';
/** The 'Other' entry of the recipient dropdown: a free e-mail field. */
export const otherRecipient = 'other';

export type GoLiveContext = {
  siteId: number;
  checks: Record<GoLiveCheckName, CheckView>;
  pendingScrapes: PendingScrape[];
  pendingScrapesStatus: LoadStatus;
  summary: GoLiveSummary | null;
  summaryStatus: LoadStatus;
  contacts: DomainContact[];
  contactsStatus: LoadStatus;
  dnsChoice: DnsChoice | null;
  /** A contact's address, `otherRecipient`, or null before a pick. */
  recipient: string | null;
  otherEmail: string;
  sentTo: string | null;
  launchId: string | null;
  /** Launch messages in arrival order (the finished steps, then the running one). */
  launchMessages: string[];
  launchError: string | null;
};

export type GoLiveEvent =
  | { type: 'RETRY' }
  | { type: 'FULL_SEND' }
  | { type: 'CHOOSE_SPECIALIST' }
  | { type: 'CHOOSE_FUNERAL_HOME' }
  | { type: 'PICK_RECIPIENT'; value: string }
  | { type: 'TYPE_OTHER_EMAIL'; email: string }
  | { type: 'SEND_EMAIL' }
  | LaunchLiveEvent;

const loadingChecks = (): Record<GoLiveCheckName, CheckView> =>
  Object.fromEntries(goLiveCheckNames.map((name): [GoLiveCheckName, CheckView] => [name, { status: 'loading', missing: [] }])) as Record<
    GoLiveCheckName,
    CheckView
  >;

/** The invoke id of a check's actor, so its done event reads 'xstate.done.actor.check-<name>'. */
const checkActorId = (name: GoLiveCheckName) => `check-${name}` as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address the instructions go to, or null while none is chosen (or 'Other' is not an address yet). */
export const chosenRecipient = (context: Pick<GoLiveContext, 'recipient' | 'otherEmail'>): string | null => {
  if (context.recipient === otherRecipient) return emailPattern.test(context.otherEmail.trim()) ? context.otherEmail.trim() : null;
  return context.recipient;
};

const allChecksPassed = (context: GoLiveContext) => goLiveCheckNames.every((name) => context.checks[name].status === 'passed');
const readyToLaunch = (context: GoLiveContext) =>
  allChecksPassed(context) &&
  context.pendingScrapesStatus === 'loaded' &&
  context.pendingScrapes.length === 0 &&
  context.summary !== null &&
  isLaunchable(context.summary.status);

/** What the failed screen says when Full Send did not start and the server did not say why. */
const startFailed = 'Full Send could not start';

const withMessage = (messages: string[], message: string) => (messages.includes(message) ? messages : [...messages, message]);

/**
 * The go-live panel (part 2 §2.3, decisions.md §6). Loads the 13 checks in parallel (one actor
 * each; a failed call marks only that check unavailable), the pending scrapes and the summary.
 * When everything passes it offers Full Send (cloud hosted) or the manual-DNS choice; Full Send
 * follows the launch through live 'launch_event' messages and re-reads the launch after a
 * reconnect. No I/O here: every actor, the live subscription too, is injected.
 */
export const goLiveMachine = setup({
  types: {
    context: {} as GoLiveContext,
    events: {} as GoLiveEvent,
    input: {} as { siteId: number },
  },
  actors: unprovidedGoLiveActors,
  actions: {
    recordCheck: assign(({ context }, result: GoLiveCheckResult) => ({
      checks: { ...context.checks, [result.name]: { status: result.status, missing: result.missing } },
    })),
    /** Part 2 §8: a failed check stays without data (the real actor logs the failure). */
    markCheckUnavailable: assign(({ context }, name: GoLiveCheckName) => ({
      checks: { ...context.checks, [name]: { status: 'unavailable', missing: [] } },
    })),
    resetLoads: assign({
      checks: () => loadingChecks(),
      pendingScrapes: [],
      pendingScrapesStatus: 'loading',
      summary: null,
      summaryStatus: 'loading',
      launchId: null,
      launchMessages: [],
      launchError: null,
    }),
    takeLaunchState: assign(({ context }, state: LaunchState) => ({
      // The server's list is complete; a live message that arrived meanwhile is kept after it.
      launchMessages: context.launchMessages.reduce(withMessage, state.messages),
      launchError: state.error,
    })),
  },
  guards: {
    allLoaded: ({ context }) =>
      goLiveCheckNames.every((name) => context.checks[name].status !== 'loading') &&
      context.pendingScrapesStatus !== 'loading' &&
      context.summaryStatus !== 'loading',
    launchRunning: ({ context }) => Boolean(context.summary?.runningLaunchId),
    fullSendPossible: ({ context }) => readyToLaunch(context) && context.summary!.cloudHosted,
    manualDnsPossible: ({ context }) => readyToLaunch(context) && !context.summary!.cloudHosted,
    hasRecipient: ({ context }) => chosenRecipient(context) !== null,
    launchDone: (_, status: string) => status === 'done',
    launchFailed: (_, status: string) => status === 'failed',
  },
}).createMachine({
  id: 'goLive',
  context: ({ input }) => ({
    siteId: input.siteId,
    checks: loadingChecks(),
    pendingScrapes: [],
    pendingScrapesStatus: 'loading',
    summary: null,
    summaryStatus: 'loading',
    contacts: [],
    contactsStatus: 'loading',
    dnsChoice: null,
    recipient: null,
    otherEmail: '',
    sentTo: null,
    launchId: null,
    launchMessages: [],
    launchError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: [
        ...goLiveCheckNames.map((name) => ({
          id: checkActorId(name),
          src: 'loadCheck' as const,
          input: ({ context }: { context: GoLiveContext }) => ({ id: context.siteId, check: name }),
          onDone: {
            actions: { type: 'recordCheck' as const, params: ({ event }: { event: { output: GoLiveCheckResult } }) => event.output },
          },
          onError: { actions: { type: 'markCheckUnavailable' as const, params: name } },
        })),
        {
          id: 'pendingScrapes',
          src: 'loadPendingScrapes',
          input: ({ context }) => ({ id: context.siteId }),
          onDone: { actions: assign({ pendingScrapes: ({ event }) => event.output, pendingScrapesStatus: 'loaded' }) },
          onError: { actions: assign({ pendingScrapesStatus: 'unavailable' }) },
        },
        {
          id: 'summary',
          src: 'loadSummary',
          input: ({ context }) => ({ id: context.siteId }),
          onDone: { actions: assign({ summary: ({ event }) => event.output, summaryStatus: 'loaded' }) },
          onError: { actions: assign({ summaryStatus: 'unavailable' }) },
        },
      ],
      always: { guard: 'allLoaded', target: 'deciding' },
    },
    deciding: {
      always: [
        { guard: 'launchRunning', target: 'launching', actions: assign({ launchId: ({ context }) => context.summary!.runningLaunchId }) },
        { guard: 'fullSendPossible', target: 'fullSendOffered' },
        { guard: 'manualDnsPossible', target: 'manualDns' },
        { target: 'blocked' },
      ],
    },
    /** Something does not pass (or could not be loaded): the panel shows what, and no send. */
    blocked: {
      on: { RETRY: { target: 'loading', actions: 'resetLoads' } },
    },
    fullSendOffered: {
      on: { FULL_SEND: 'starting' },
    },
    starting: {
      invoke: {
        id: 'startFullSend',
        src: 'startFullSend',
        input: ({ context }) => ({ id: context.siteId }),
        onDone: { target: 'launching', actions: assign({ launchId: ({ event }) => event.output.launchId, launchMessages: [] }) },
        onError: { target: 'failed', actions: assign({ launchError: ({ event }) => refusalOf(event.error) ?? startFailed }) },
      },
    },
    launching: {
      invoke: {
        id: 'launchEvents',
        src: 'launchEvents',
        input: ({ context }) => ({ launchId: context.launchId! }),
      },
      on: {
        LAUNCH_EVENT: [
          {
            guard: { type: 'launchDone', params: ({ event }) => event.status },
            target: 'live',
            actions: assign({ launchMessages: ({ context, event }) => withMessage(context.launchMessages, event.message) }),
          },
          {
            guard: { type: 'launchFailed', params: ({ event }) => event.status },
            target: 'failed',
            actions: assign({
              launchMessages: ({ context, event }) => withMessage(context.launchMessages, event.message),
              launchError: ({ event }) => event.message,
            }),
          },
          { actions: assign({ launchMessages: ({ context, event }) => withMessage(context.launchMessages, event.message) }) },
        ],
        LIVE_RECONNECTED: '.rereading',
      },
      // Read the launch first: messages published before the subscription opened are not missed.
      initial: 'rereading',
      states: {
        rereading: {
          invoke: {
            id: 'readLaunch',
            src: 'readLaunch',
            input: ({ context }) => ({ launchId: context.launchId! }),
            onDone: [
              {
                guard: { type: 'launchDone', params: ({ event }) => event.output.status },
                target: '#goLive.live',
                actions: { type: 'takeLaunchState', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'launchFailed', params: ({ event }) => event.output.status },
                target: '#goLive.failed',
                actions: { type: 'takeLaunchState', params: ({ event }) => event.output },
              },
              { target: 'watching', actions: { type: 'takeLaunchState', params: ({ event }) => event.output } },
            ],
            // The live messages still arrive; the next reconnect reads again.
            onError: 'watching',
          },
        },
        watching: {},
      },
    },
    live: {},
    failed: {
      on: { RETRY: { target: 'loading', actions: 'resetLoads' } },
    },
    manualDns: {
      invoke: {
        id: 'domainContacts',
        src: 'loadDomainContacts',
        input: ({ context }) => ({ id: context.siteId }),
        onDone: { actions: assign({ contacts: ({ event }) => event.output, contactsStatus: 'loaded' }) },
        // The dropdown then offers only 'Other'.
        onError: { actions: assign({ contactsStatus: 'unavailable' }) },
      },
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            CHOOSE_SPECIALIST: { target: 'specialist', actions: assign({ dnsChoice: 'specialist' }) },
            CHOOSE_FUNERAL_HOME: { target: 'funeralHome', actions: assign({ dnsChoice: 'funeralHome' }) },
          },
        },
        specialist: {
          on: { CHOOSE_FUNERAL_HOME: { target: 'funeralHome', actions: assign({ dnsChoice: 'funeralHome' }) } },
        },
        funeralHome: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                CHOOSE_SPECIALIST: { target: '#goLive.manualDns.specialist', actions: assign({ dnsChoice: 'specialist' }) },
                PICK_RECIPIENT: { actions: assign({ recipient: ({ event }) => event.value }) },
                TYPE_OTHER_EMAIL: { actions: assign({ otherEmail: ({ event }) => event.email }) },
                SEND_EMAIL: { guard: 'hasRecipient', target: 'sending' },
              },
            },
            sending: {
              invoke: {
                id: 'sendDnsInstructions',
                src: 'sendDnsInstructions',
                input: ({ context }) => ({
                  id: context.siteId,
                  contactEmail: chosenRecipient(context)!,
                  fhName: context.summary?.name ?? '',
                  domain: context.summary?.apex ?? '',
                }),
                onDone: { target: 'sent', actions: assign({ sentTo: ({ event }) => event.output.to }) },
                onError: 'sendFailed',
              },
            },
            sent: {},
            sendFailed: {
              on: {
                CHOOSE_SPECIALIST: { target: '#goLive.manualDns.specialist', actions: assign({ dnsChoice: 'specialist' }) },
                PICK_RECIPIENT: { target: 'editing', actions: assign({ recipient: ({ event }) => event.value }) },
                TYPE_OTHER_EMAIL: { target: 'editing', actions: assign({ otherEmail: ({ event }) => event.email }) },
                SEND_EMAIL: { guard: 'hasRecipient', target: 'sending' },
              },
            },
          },
        },
      },
    },
  },
});
