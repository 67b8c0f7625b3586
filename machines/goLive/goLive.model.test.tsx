import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { GoLiveSummary, LaunchState } from '../../domain/api/goLive.schema';
import { goLiveCheckNames, type GoLiveCheckName } from '../../domain/goLive/goLiveChecks';
import { launchSteps } from '../../domain/goLive/launchSteps';
import type { Viewer } from '../../domain/viewer';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { controlledGoLiveActors } from '../../src/views/goLive/goLiveFixtures';
import { GoLivePanel } from '../../src/views/goLive/GoLivePanel';
import type { LaunchLiveEvent } from './goLive.actors';
import { chosenRecipient, goLiveMachine, otherRecipient } from './goLive.machine';

type Snapshot = SnapshotFrom<typeof goLiveMachine>;

/** Part 2 §2.3's texts, written out here rather than read from the app. */
const texts = {
  live: 'Your new site is live!',
  checkItOut: 'Check it out!',
  sentTo: 'Instructions Sent To...',
  sendFailed: "Couldn't send email",
};
const launchSpecialist: Viewer = { id: 8, role: 'launch', name: 'Lee Launch' };

type Stubs = ReturnType<typeof controlledGoLiveActors>;
type PromiseActorId = Parameters<Stubs['stubs']['waiting']>[0];

/** The machine's invoke ids that are not the actor's name (the checks are 'check-<name>', all of them loadCheck). */
const actorOfInvoke: Record<string, PromiseActorId> = {
  pendingScrapes: 'loadPendingScrapes',
  summary: 'loadSummary',
  domainContacts: 'loadDomainContacts',
};

const siteId = 42;
const launchId = 'launch-7';
const wikiUrl = 'https://wiki.example/dns';
const contact = { name: 'Funeral home IT', email: 'it@smith.example' };
const summary: GoLiveSummary = {
  siteId,
  name: 'Smith Funeral Home',
  apex: 'smith.example',
  status: '100% Ready',
  cloudHosted: true,
  liveUrl: '/sandbox/live/smith.example',
  launchWikiUrl: wikiUrl,
  runningLaunchId: null,
  revisions: { unfixed: 0, unverified: 0 },
  design: { unfinished: [] },
  floral: { hasAddon: true, unfinished: [] },
  seo: { unfinished: [] },
};
const launchFailure = 'Full Send failed: The website builder (Duda) is having problems (status 502); try again later.';

const checkDone = (name: GoLiveCheckName, missing: string[] = []) => ({
  type: `xstate.done.actor.check-${name}`,
  output: { name, status: missing.length ? 'failed' : 'passed', missing },
});
const allChecksPass = goLiveCheckNames.map((name) => checkDone(name));

/**
 * Each scenario fixes how the panel's loads answer (checks in panel order, then the pending scrapes,
 * then the summary), so the graph explores what follows instead of every order of 15 answers.
 */
const scenarios = [
  {
    name: 'a cloud-hosted site whose checks pass (Full Send)',
    loads: [
      ...allChecksPass,
      { type: 'xstate.done.actor.pendingScrapes', output: [] },
      { type: 'xstate.done.actor.summary', output: summary },
    ],
    reaches: ['fullSendOffered', 'starting', { launching: 'rereading' }, { launching: 'watching' }, 'live', 'failed'],
  },
  {
    name: 'a site off our hosting whose checks pass (manual DNS)',
    loads: [
      ...allChecksPass,
      { type: 'xstate.done.actor.pendingScrapes', output: [] },
      { type: 'xstate.done.actor.summary', output: { ...summary, cloudHosted: false } },
    ],
    reaches: [
      { manualDns: 'choosing' },
      { manualDns: 'specialist' },
      { manualDns: { funeralHome: 'editing' } },
      { manualDns: { funeralHome: 'sending' } },
      { manualDns: { funeralHome: 'sent' } },
      { manualDns: { funeralHome: 'sendFailed' } },
    ],
  },
  {
    name: 'a site with a failing check, an unavailable check and a pending scrape',
    loads: [
      ...goLiveCheckNames.map((name) =>
        name === 'designChecks'
          ? checkDone(name, ['No broken images', 'Mobile menu opens and closes'])
          : name === 'floral'
            ? { type: 'xstate.error.actor.check-floral', error: new Error('502') }
            : checkDone(name),
      ),
      { type: 'xstate.done.actor.pendingScrapes', output: [{ id: 'request-12', type: 'obituaries', status: 'Requested' }] },
      { type: 'xstate.done.actor.summary', output: { ...summary, design: { unfinished: ['No broken images'] } } },
    ],
    reaches: ['blocked'],
  },
  {
    name: 'a site whose Full Send is already running (reopened panel)',
    loads: [
      ...allChecksPass,
      { type: 'xstate.done.actor.pendingScrapes', output: [] },
      { type: 'xstate.done.actor.summary', output: { ...summary, runningLaunchId: launchId } },
    ],
    rejoin: true,
    reaches: [{ launching: 'rereading' }, 'live'],
  },
] as const;

const loadedCount = (state: Snapshot) =>
  goLiveCheckNames.filter((name) => state.context.checks[name].status !== 'loading').length +
  (state.context.pendingScrapesStatus === 'loading' ? 0 : 1) +
  (state.context.summaryStatus === 'loading' ? 0 : 1);

const launchStateAnswer = (messages: string[], status: LaunchState['status'] = 'running'): LaunchState => ({
  id: launchId,
  siteId,
  status,
  stepsDone: status === 'done' ? [...launchSteps] : messages.slice(0, -1),
  messages,
  error: null,
});

/** The events the model may take from a state (kept narrow where the state space would explode). */
const eventsFor =
  (scenario: (typeof scenarios)[number]) =>
  (state: Snapshot): AnyEventObject[] => {
    const { context } = state;
    if (state.matches('loading')) {
      const next = scenario.loads[loadedCount(state)];
      return next ? [next] : [];
    }
    if ('rejoin' in scenario) {
      // Reopening the panel mid-launch: the re-read finds the launch finished meanwhile.
      return state.matches({ launching: 'rereading' })
        ? [{ type: 'xstate.done.actor.readLaunch', output: launchStateAnswer([...launchSteps], 'done') }]
        : [];
    }
    if (state.matches('manualDns') && context.contactsStatus === 'loading')
      return [{ type: 'xstate.done.actor.domainContacts', output: [contact] }];
    const messages = context.launchMessages;
    const nextStep = launchSteps[messages.length];
    return [
      { type: 'RETRY' },
      { type: 'FULL_SEND' },
      { type: 'xstate.done.actor.startFullSend', output: { launchId } },
      {
        type: 'xstate.error.actor.startFullSend',
        error: new ApiError(409, { error: 'Full Send needs all 13 checks to pass; not passed: seo' }),
      },
      { type: 'xstate.done.actor.readLaunch', output: launchStateAnswer(messages.length ? messages : ['Getting started']) },
      { type: 'xstate.error.actor.readLaunch', error: new Error('offline') },
      // Live messages while watching (one arriving during a re-read is the same screen); one mid-launch
      // failure and one reconnection are enough to show each screen.
      ...(state.matches({ launching: 'watching' }) && nextStep
        ? [{ type: 'LAUNCH_EVENT', message: nextStep, status: nextStep === 'Done' ? 'done' : 'running' }]
        : []),
      ...(state.matches({ launching: 'watching' }) && messages.length === 3
        ? [{ type: 'LAUNCH_EVENT', message: launchFailure, status: 'failed' }, { type: 'LIVE_RECONNECTED' }]
        : []),
      { type: 'CHOOSE_SPECIALIST' },
      { type: 'CHOOSE_FUNERAL_HOME' },
      { type: 'PICK_RECIPIENT', value: contact.email },
      { type: 'PICK_RECIPIENT', value: otherRecipient },
      ...(context.recipient === otherRecipient ? [{ type: 'TYPE_OTHER_EMAIL', email: 'owner@smith.example' }] : []),
      { type: 'SEND_EMAIL' },
      { type: 'xstate.done.actor.sendDnsInstructions', output: { sent: true, to: chosenRecipient(context) ?? '' } },
      { type: 'xstate.error.actor.sendDnsInstructions', error: new Error('502') },
    ];
  };

/** A state as the screen shows it; the context details that do not change the screen are left out. */
const serializeState = (state: Snapshot) => {
  const { context } = state;
  return JSON.stringify({
    value: state.value,
    loaded: state.matches('loading') ? loadedCount(state) : null,
    launch: context.launchMessages.length,
    error: context.launchError !== null,
    contacts: context.contactsStatus,
    recipient: context.recipient === otherRecipient ? `other:${context.otherEmail}` : context.recipient,
    sentTo: context.sentTo,
  });
};

const describePath = (path: StatePath<Snapshot, AnyEventObject>) =>
  path.steps
    .slice(1)
    .filter(({ event }) => !/^xstate\.done\.actor\.check-/.test(event.type))
    .map(({ event, state }) => {
      const detail =
        'message' in event ? ` '${event.message}'` : 'value' in event ? ` ${event.value}` : 'email' in event ? ` ${event.email}` : '';
      return `${event.type.replace('xstate.', '')}${detail} -> ${JSON.stringify(state.value)}`;
    })
    .join(', ') || 'start';

function setUp() {
  const stubs = controlledGoLiveActors();
  const onClose = vi.fn();
  renderView(<GoLivePanel siteId={siteId} opened onClose={onClose} />, { actors: { goLive: stubs.actors }, viewer: launchSpecialist });
  return { stubs, onClose };
}

/** Settles a check's call: the calls of the 13 checks wait side by side, told apart by the check's name. */
async function settleCheck({ stubs }: Stubs, name: string, event: AnyEventObject) {
  const calls = stubs.pending.loadCheck;
  const callOf = () => calls.findIndex((call) => (call.input as { check: string }).check === name);
  await waitFor(() => expect(callOf()).toBeGreaterThanOrEqual(0));
  const [call] = calls.splice(callOf(), 1);
  await act(async () => ('output' in event ? call?.resolve(event.output) : call?.reject(event.error)));
}

/** Replays one model event the way it happens for real: the server answering, the socket, or the user. */
async function replay(event: AnyEventObject, harness: Stubs) {
  const { stubs, live } = harness;
  const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (actorEvent) {
    const [, kind, invokeId] = actorEvent as unknown as [string, 'done' | 'error', string];
    if (invokeId.startsWith('check-')) return settleCheck(harness, invokeId.slice('check-'.length), event);
    const actor = actorOfInvoke[invokeId] ?? (invokeId as PromiseActorId);
    await waitFor(() => expect(stubs.waiting(actor)).toBe(true));
    await act(async () => stubs.settle({ ...event, type: `xstate.${kind}.actor.${actor}` }));
    return;
  }
  const user = userEvent.setup({ delay: null });
  switch (event.type) {
    case 'LAUNCH_EVENT':
    case 'LIVE_RECONNECTED':
      await waitFor(() => expect(live.send).not.toBeNull());
      act(() => live.send?.(event as LaunchLiveEvent));
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Check again' }));
    case 'FULL_SEND':
      return user.click(screen.getByRole('button', { name: 'Full Send' }));
    case 'CHOOSE_SPECIALIST':
      return user.click(screen.getByRole('radio', { name: 'A launch specialist' }));
    case 'CHOOSE_FUNERAL_HOME':
      return user.click(screen.getByRole('radio', { name: 'The funeral home or its IT' }));
    case 'PICK_RECIPIENT': {
      await user.click(screen.getByLabelText('Send the instructions to', { selector: 'input' }));
      const label = event.value === otherRecipient ? 'Other' : `${contact.name} (${contact.email})`;
      return user.click(await screen.findByRole('option', { name: label }));
    }
    case 'TYPE_OTHER_EMAIL': {
      // One change event, not a keystroke each: the machine takes the field's whole value either way.
      fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), { target: { value: event.email } });
      return;
    }
    case 'SEND_EMAIL':
      return user.click(screen.getByRole('button', { name: 'Send Email' }));
    default:
      throw new Error(`No replay for ${event.type}`);
  }
}

const completedSteps = () => document.querySelectorAll('.mantine-Stepper-step[data-completed]').length;

/** What each state looks like in the panel. */
async function assertScreen(state: Snapshot, stubs: Stubs, onClose: ReturnType<typeof vi.fn>) {
  const { context } = state;
  if (state.matches('live')) {
    expect(await screen.findByRole('heading', { name: texts.live })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.checkItOut })).toHaveAttribute('href', summary.liveUrl);
    expect(completedSteps()).toBe(launchSteps.length);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    return;
  }
  await waitFor(() => {
    for (const name of goLiveCheckNames)
      expect(screen.getByTestId(`check-${name}`)).toHaveAttribute('data-status', context.checks[name].status);
  });
  for (const name of goLiveCheckNames) {
    const row = within(screen.getByTestId(`check-${name}`));
    for (const missing of context.checks[name].missing) expect(row.getByText(missing)).toBeInTheDocument();
    if (context.checks[name].status === 'unavailable') expect(row.getByText('unavailable')).toBeInTheDocument();
  }
  const fullSend = screen.queryByRole('button', { name: 'Full Send' });
  if (state.matches('loading')) {
    expect(fullSend).not.toBeInTheDocument();
    expect(screen.queryByText('Not ready to go live')).not.toBeInTheDocument();
  }
  if (state.matches('blocked')) {
    expect(await screen.findByText('Not ready to go live')).toBeInTheDocument();
    expect(screen.getByText('obituaries: Requested')).toBeInTheDocument();
    expect(fullSend).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Email' })).not.toBeInTheDocument();
  }
  if (state.matches('fullSendOffered')) expect(await screen.findByRole('button', { name: 'Full Send' })).toBeEnabled();
  if (state.matches('starting'))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Full Send' })).toHaveAttribute('data-loading'));
  if (state.matches('launching')) {
    expect(await screen.findByText('Launching…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Full Send' })).not.toBeInTheDocument();
    await waitFor(() => expect(completedSteps()).toBe(Math.max(context.launchMessages.length - 1, 0)));
    await waitFor(() => expect(stubs.live.subscriptions.at(-1)).toEqual({ launchId }));
  }
  if (state.matches('failed')) {
    // The server's reason, or the launch's own failure message: never an empty alert.
    expect(context.launchError).toMatch(/^(Full Send needs all 13 checks to pass; not passed: seo|Full Send failed: .+)$/);
    expect(await screen.findByRole('alert')).toHaveTextContent(context.launchError ?? 'no launch error');
  }
  if (state.matches('manualDns')) {
    expect(await screen.findByRole('radiogroup', { name: 'Who will change the DNS?' })).toBeInTheDocument();
    expect(fullSend).not.toBeInTheDocument();
  }
  if (state.matches({ manualDns: 'choosing' })) expect(screen.queryByRole('button', { name: 'Send Email' })).not.toBeInTheDocument();
  if (state.matches({ manualDns: 'specialist' })) {
    expect(await screen.findByRole('link', { name: 'Open the launch wiki for the DNS steps' })).toHaveAttribute('href', wikiUrl);
    expect(screen.queryByRole('button', { name: 'Send Email' })).not.toBeInTheDocument();
  }
  if (state.matches({ manualDns: { funeralHome: 'editing' } })) {
    const send = await screen.findByRole('button', { name: 'Send Email' });
    await waitFor(() => (chosenRecipient(context) ? expect(send).toBeEnabled() : expect(send).toBeDisabled()));
    expect(screen.queryByRole('textbox', { name: 'E-mail address' }) !== null).toBe(context.recipient === otherRecipient);
  }
  if (state.matches({ manualDns: { funeralHome: 'sending' } })) {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Email' })).toHaveAttribute('data-loading'));
  }
  if (state.matches({ manualDns: { funeralHome: 'sent' } })) {
    expect(await screen.findByText(texts.sentTo)).toBeInTheDocument();
    expect(screen.getByText(context.sentTo!)).toBeInTheDocument();
  }
  if (state.matches({ manualDns: { funeralHome: 'sendFailed' } }))
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.sendFailed);
}

const scenarioPaths = (scenario: (typeof scenarios)[number]) =>
  (
    getShortestPaths(goLiveMachine, {
      input: { siteId },
      events: eventsFor(scenario) as never,
      serializeState: serializeState,
    }) as StatePath<Snapshot, AnyEventObject>[]
  )
    // Loading states are steps of every other path; a path that ends in one adds nothing.
    .filter((path) => !path.state.matches('loading') && !path.state.matches('deciding'));

it('go-live panel: replays a path through every state node of the machine', () => {
  const replayed = scenarios.flatMap((scenario) => coveringTransitions(scenarioPaths(scenario)));
  expect(coveredLeafStateIds(replayed)).toEqual(leafStateIds(goLiveMachine));
});

describe.each(scenarios)('go-live panel: $name', (scenario) => {
  const allPaths = scenarioPaths(scenario);
  // The fewest paths that walk every transition (decision 0585).
  const paths = coveringTransitions(allPaths);

  it('reaches the states this scenario leads to', () => {
    const reached = new Set(allPaths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual([...scenario.reaches].map((value) => JSON.stringify(value)).sort());
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const { stubs, onClose } = setUp();
    const [start, ...steps] = path.steps;
    if (start) await assertScreen(start.state, stubs, onClose);
    for (const step of steps) {
      await replay(step.event, stubs);
      await assertScreen(step.state, stubs, onClose);
    }
    expect(stubs.stubs.calls.loadCheck).toEqual(expect.arrayContaining(goLiveCheckNames.map((name) => ({ id: siteId, check: name }))));
  });
});
