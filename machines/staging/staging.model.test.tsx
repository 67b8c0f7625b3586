import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { SiteStatusChange } from '../../domain/api/siteStatus.schema';
import type { CollectionUrlError } from '../../domain/api/staging.schema';
import type { Viewer } from '../../domain/viewer';
import { coveredLeafStateIds, leafStateIds } from '../../src/testing/modelPaths';
import { createControlledActors } from '../../src/testing/controlledActors';
import { renderView } from '../../src/testing/ViewWiring';
import { StagingModal } from '../../src/views/staging/StagingModal';
import type { StagingActors } from './staging.actors';
import { stagingMachine, type StagingEvent } from './staging.machine';

type Snapshot = SnapshotFrom<typeof stagingMachine>;
const afterDelay = 'xstate.after.progressDelay.staging.staging.starting';
type ActorId = 'countFakeObits' | 'checkCollectionUrls' | 'stageSite';
type ModelEvent =
  | StagingEvent
  | { type: typeof afterDelay }
  | { type: `xstate.done.actor.${ActorId}`; output: unknown }
  | { type: `xstate.error.actor.${ActorId}`; error: unknown };

const site = { id: 7, name: 'Oak Hill Funeral Home' };
const brokenOnPreview: CollectionUrlError[] = [
  { name: 'Memorial Wall', url: 'http://localhost/sandbox/preview/ab12cd34/memorial-wall', error: 'Not found on the preview (404)' },
];
// Different from the browser's findings, so the server's refusal is its own state in the model.
const brokenWhenStaging: CollectionUrlError[] = [
  { name: 'FAQ', url: 'http://localhost/sandbox/preview/ab12cd34/faq', error: 'The preview answered 500' },
];
const staged: SiteStatusChange = { id: site.id, from: 'Pre-Staging QA', launcher_label: 'Staged' };
const care: Viewer = { id: 2, role: 'care', name: 'Casey Care' };
/** Part 1 §4: the progress steps start after 1 second. */
const progressDelayMs = 1000;
/** What the server does when it stages, as the modal lists it. */
const stagingSteps = ['Checking collection URLs', 'Publishing the site', 'Setting the status to Staged'];

const blockedMessage = 'Cannot stage: this collection URL does not resolve on the preview: FAQ';
/** The 409 of a stage the server refused because a collection URL does not resolve: the message and the list. */
const blockedWhenStaging = new ApiError(409, { error: blockedMessage }, { error: blockedMessage, collections: brokenWhenStaging });

/**
 * Every event the model may take: each way each actor settles, the user's buttons, and the progress
 * delay. A refusal the server explained (4xx) shows its reason; anything else (no answer, a 5xx)
 * the modal's own text.
 */
const events: ModelEvent[] = [
  { type: 'xstate.done.actor.countFakeObits', output: 0 },
  { type: 'xstate.done.actor.countFakeObits', output: 3 },
  { type: 'xstate.error.actor.countFakeObits', error: new ApiError(404, { error: 'Site not found' }) },
  { type: 'xstate.done.actor.checkCollectionUrls', output: [] },
  { type: 'xstate.done.actor.checkCollectionUrls', output: brokenOnPreview },
  { type: 'xstate.error.actor.checkCollectionUrls', error: new ApiError(0, { error: 'The server could not be reached' }) },
  { type: 'CONFIRM' },
  { type: 'CONTINUE' },
  { type: 'CLOSE' },
  { type: 'RETRY' },
  { type: afterDelay },
  { type: 'xstate.done.actor.stageSite', output: staged },
  { type: 'xstate.error.actor.stageSite', error: blockedWhenStaging },
  {
    type: 'xstate.error.actor.stageSite',
    error: new ApiError(409, { error: 'Cannot stage a site in Staged: Staged to Staged is not allowed' }),
  },
  {
    type: 'xstate.error.actor.stageSite',
    error: new ApiError(502, { error: 'The website builder (Duda) is having problems (status 502); try again later.' }),
  },
];

/** The screen a state shows; closed also says what it was closed from, as each close is a different button. */
const screenOf = (path: StatePath<Snapshot, ModelEvent>): string => {
  const { value, context } = path.state;
  const previous = path.steps.at(-2)?.state.value;
  switch (JSON.stringify(value)) {
    case '"confirming"':
      return 'confirming';
    case '"warnings"':
      return `warnings ${context.fakeObitCount}`;
    case '"errors"':
      return `errors ${context.collectionErrors?.map((c) => c.name).join()}`;
    case '"failed"':
      return `failed ${context.failedDuring} ${context.failureDetail !== null}`;
    case '"closed"':
      return `closed from ${JSON.stringify(previous)}`;
    case '"validating"':
      // Retry validates again from the start: the same screen, reached from the failed one.
      return path.steps.at(-1)?.event.type === 'RETRY' ? 'validating again' : 'validating';
    default:
      // Staging and staged: once straight through, once after 'Hang on!' -> Continue.
      return `${JSON.stringify(value)} warned ${(context.fakeObitCount ?? 0) > 0}`;
  }
};

/** A path the page can really take: each actor settles at most once per validation run (a retry starts a new one). */
const isReplayable = (path: StatePath<Snapshot, ModelEvent>): boolean => {
  const runs: string[][] = [[]];
  for (const step of path.steps) {
    if (step.event.type === 'RETRY') runs.push([]);
    const settled = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(step.event.type)?.[2];
    if (settled) runs.at(-1)?.push(settled);
  }
  return runs.every((settled) => new Set(settled).size === settled.length);
};

/** A state, and whether Retry led to it: validating again is a state of the model of its own, so a path covers Retry. */
const screenKey = (state: Snapshot, event: ModelEvent | undefined, previous: Snapshot | undefined) =>
  JSON.stringify({ value: state.value, context: state.context, retried: event?.type === 'RETRY' && previous?.matches('failed') === true });

/** One shortest replayable path per distinct screen. */
const modelPaths = (() => {
  const all = getShortestPaths(stagingMachine, {
    input: { siteId: site.id },
    events: events as never,
    serializeState: screenKey,
  }) as StatePath<Snapshot, ModelEvent>[];
  const byScreen = new Map<string, StatePath<Snapshot, ModelEvent>>();
  for (const path of all.filter(isReplayable).sort((a, b) => a.steps.length - b.steps.length)) {
    if (!byScreen.has(screenOf(path))) byScreen.set(screenOf(path), path);
  }
  return byScreen;
})();

// The delay is the real one; fake timers let the replay say when it has passed.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  notifications.clean();
});
afterEach(() => vi.useRealTimers());

function setUp() {
  const stubs = createControlledActors(['countFakeObits', 'checkCollectionUrls', 'stageSite'] as const);
  const actors: StagingActors = {
    countFakeObits: stubs.actor('countFakeObits'),
    checkCollectionUrls: stubs.actor('checkCollectionUrls'),
    stageSite: stubs.actor('stageSite'),
  };
  const onClose = vi.fn();
  const onStaged = vi.fn();
  renderView(<StagingModal site={site} onClose={onClose} onStaged={onStaged} />, { actors: { staging: actors }, viewer: care });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { stubs, onClose, onStaged, user };
}
type Harness = ReturnType<typeof setUp>;

/** Answers the confirmation, for the tests that start at the checks. */
const confirmStaging = (harness: Harness) => harness.user.click(within(dialog()).getByRole('button', { name: 'Stage Site' }));

const dialog = () => screen.getByRole('dialog');

/** Replays one model event the way it happens for real: a click, the server answering, or time passing. */
async function replay(event: ModelEvent, from: Snapshot, harness: Harness) {
  if (event.type === 'CONFIRM') return harness.user.click(within(dialog()).getByRole('button', { name: 'Stage Site' }));
  if (event.type === 'CONTINUE') return harness.user.click(within(dialog()).getByRole('button', { name: 'Continue' }));
  if (event.type === 'RETRY') return harness.user.click(within(dialog()).getByRole('button', { name: 'Retry' }));
  if (event.type === 'CLOSE') {
    const label = from.matches('confirming') || from.matches('validating') || from.matches('warnings') ? 'Cancel' : 'Close';
    return harness.user.click(within(dialog()).getByRole('button', { name: label }));
  }
  if (event.type === afterDelay) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(progressDelayMs);
    });
    return;
  }
  const actor = event.type.split('.')[3] as ActorId;
  await waitFor(() => expect(harness.stubs.waiting(actor)).toBe(true));
  // A retry's call is the newest: an earlier run's unanswered call belongs to a stopped actor.
  const calls = harness.stubs.pending[actor];
  expect(calls.at(-1)?.input).toEqual({ id: site.id });
  calls.splice(0, calls.length - 1);
  await act(async () => harness.stubs.settle(event));
}

/** What each state looks like. */
async function assertScreen(state: Snapshot, harness: Harness) {
  if (state.matches('closed')) {
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(harness.onClose).toHaveBeenCalledTimes(1);
    return;
  }
  const modal = within(await screen.findByRole('dialog'));
  expect(harness.onClose).not.toHaveBeenCalled();
  if (state.matches('confirming')) {
    expect(modal.getByRole('heading', { name: 'Stage Site' })).toBeInTheDocument();
    expect(
      modal.getByText(`Stage ${site.name}? This publishes the site for the funeral home to review and sets its status to Staged.`),
    ).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    // Nothing is checked or staged before the confirmation.
    expect(harness.stubs.calls.countFakeObits).toHaveLength(0);
    expect(harness.stubs.calls.checkCollectionUrls).toHaveLength(0);
  }
  if (state.matches('validating')) {
    expect(modal.getByRole('heading', { name: 'Stage Site' })).toBeInTheDocument();
    expect(modal.getByRole('status')).toHaveTextContent(`Checking ${site.name} before staging…`);
    expect(modal.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  }
  if (state.matches('warnings')) {
    expect(await modal.findByRole('heading', { name: 'Hang on!' })).toBeInTheDocument();
    expect(
      modal.getByText(`${site.name} still has 3 fake obituaries. Staging shows them to the funeral home. Continue anyway?`),
    ).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(modal.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  }
  if (state.matches('errors')) {
    const list = await modal.findByRole('list', { name: "Collection URLs that don't resolve" });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(state.context.collectionErrors?.map((c) => `${c.name}${c.url}${c.error}`));
    expect(modal.getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(modal.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  }
  if (state.matches('staging')) {
    expect(await modal.findByText(`Staging ${site.name}…`)).toBeInTheDocument();
    // Nothing closes the modal while the server is staging.
    expect(modal.queryByRole('button')).not.toBeInTheDocument();
  }
  if (state.matches({ staging: 'starting' })) {
    expect(modal.queryByRole('list', { name: 'Staging steps' })).not.toBeInTheDocument();
    expect(harness.stubs.pending.stageSite).toHaveLength(0);
  }
  if (state.matches({ staging: 'running' })) {
    const steps = await modal.findByRole('list', { name: 'Staging steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(stagingSteps);
    expect(harness.stubs.pending.stageSite).toHaveLength(1);
  }
  if (state.matches('staged')) {
    expect(await modal.findByText(`${site.name} is now Staged.`)).toBeInTheDocument();
    expect(harness.onStaged).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Site staged', { selector: '.mantine-Notification-description' })).toBeInTheDocument();
  } else {
    expect(harness.onStaged).not.toHaveBeenCalled();
  }
  if (state.matches('failed')) {
    const title = state.context.failedDuring === 'validation' ? 'Unable to validate site' : 'Unable to stage site';
    expect(await modal.findByText(title)).toBeInTheDocument();
    expect(modal.getByText(state.context.failureDetail ?? 'Something went wrong. Try again.')).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Retry' })).toBeEnabled();
  }
}

const describePath = (path: StatePath<Snapshot, ModelEvent>) =>
  path.steps
    .slice(1)
    .map(({ event, state }) => `${event.type.replace(/^xstate\./, '')} -> ${JSON.stringify(state.value)}`)
    .join(', ') || 'start';

describe('staging through StagingModal', () => {
  it('reaches every screen', () => {
    expect([...modelPaths.keys()].sort()).toEqual([
      '"staged" warned false',
      '"staged" warned true',
      'closed from "confirming"',
      'closed from "errors"',
      'closed from "failed"',
      'closed from "staged"',
      'closed from "validating"',
      'closed from "warnings"',
      'confirming',
      'errors FAQ',
      'errors Memorial Wall',
      'failed staging false',
      'failed staging true',
      'failed validation false',
      'failed validation true',
      'validating',
      'validating again',
      'warnings 3',
      '{"staging":"running"} warned false',
      '{"staging":"running"} warned true',
      '{"staging":"starting"} warned false',
      '{"staging":"starting"} warned true',
    ]);
  });

  it.each([...modelPaths.values()].map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const harness = setUp();
    const [start, ...steps] = path.steps;
    if (start) await assertScreen(start.state, harness);
    let previous = start?.state;
    for (const step of steps) {
      if (!previous) throw new Error('A step without a state before it');
      await replay(step.event, previous, harness);
      await assertScreen(step.state, harness);
      previous = step.state;
    }
  });

  it('replays a path through every state node of the machine, and through Retry', () => {
    const paths = [...modelPaths.values()];
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(stagingMachine));
    expect(paths.some((path) => path.steps.some((step) => step.event.type === 'RETRY'))).toBe(true);
  });

  it('Retry validates again from the start', async () => {
    const harness = setUp();
    await confirmStaging(harness);
    await waitFor(() => expect(harness.stubs.waiting('checkCollectionUrls')).toBe(true));
    await act(async () =>
      harness.stubs.settle({
        type: 'xstate.error.actor.checkCollectionUrls',
        error: new ApiError(0, { error: 'The server could not be reached' }),
      }),
    );
    expect(await screen.findByText('Unable to validate site')).toBeInTheDocument();
    await harness.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`Checking ${site.name} before staging…`)).toBeInTheDocument();
    // Both checks run again: one call each for the first attempt and the retry.
    expect(harness.stubs.calls.countFakeObits).toHaveLength(2);
    expect(harness.stubs.calls.checkCollectionUrls).toHaveLength(2);
    expect(harness.stubs.waiting('checkCollectionUrls')).toBe(true);
  });

  it('waits one second before the progress steps start (part 1 §4)', async () => {
    const harness = setUp();
    await confirmStaging(harness);
    // From here time moves only when the test says, so 999 ms is exactly 999 ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      harness.stubs.settle({ type: 'xstate.done.actor.countFakeObits', output: 0 });
      harness.stubs.settle({ type: 'xstate.done.actor.checkCollectionUrls', output: [] });
    });
    expect(screen.getByText(`Staging ${site.name}…`)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(screen.queryByRole('list', { name: 'Staging steps' })).not.toBeInTheDocument();
    expect(harness.stubs.calls.stageSite).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('list', { name: 'Staging steps' })).toBeInTheDocument();
    expect(harness.stubs.calls.stageSite).toEqual([{ id: site.id }]);
  });
});
