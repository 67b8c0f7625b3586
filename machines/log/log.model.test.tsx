import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { LogEntry } from '../../domain/api/log.schema';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { RecentUpdates } from '../../src/views/log/RecentUpdates';
import type { LogActors } from './log.actors';
import { logMachine } from './log.machine';

type Snapshot = SnapshotFrom<typeof logMachine>;

const fhid = 7;
const now = '2025-03-14T16:00:00.000Z';
const staged: LogEntry = { id: 3, message: 'Site staged', name: 'Casey Care', when: '2025-03-14T15:00:00.000Z', log_type: 'STAGE' };
const missed: LogEntry = { id: 1, message: 'Launch date missed', name: 'System', when: '2025-03-12T16:00:00.000Z', log_type: 'OTHER' };

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => [
  { type: 'RETRY' },
  // The filter offers the other choice than the one shown.
  { type: 'LOAD', input: { id: fhid, logType: snapshot.context.input.logType === undefined ? 'STAGE' : undefined } },
  { type: 'xstate.done.actor.loadLog', output: snapshot.context.input.logType === 'STAGE' ? [staged] : [staged, missed] },
  { type: 'xstate.done.actor.loadLog', output: [] },
  { type: 'xstate.error.actor.loadLog', error: new ApiError(0, { error: 'The server could not be reached' }) },
];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, type: snapshot.context.input.logType, entries: snapshot.context.output?.length ?? null });

// The fewest paths that walk every transition (decision 0585).
const paths = coveringTransitions(
  getShortestPaths(logMachine, { input: { id: fhid }, events: eventsOf as never, serializeState: serialize }),
);

const renderLog = () => {
  const stubs = createControlledActors(['loadLog'] as const);
  const actors: LogActors = { loadLog: stubs.actor('loadLog') };
  renderView(<RecentUpdates fhid={fhid} now={now} />, { actors: { log: actors } });
  return stubs;
};

const typeLabel = (logType: string | undefined) => logType ?? 'All updates';

const assertScreen = async (snapshot: Snapshot) => {
  expect(screen.getByRole('combobox', { name: 'Log type' })).toHaveValue(typeLabel(snapshot.context.input.logType));
  if (snapshot.matches('loading')) {
    expect(await screen.findByLabelText('Loading recent updates')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByLabelText('Recent updates')).toBeNull();
    return;
  }
  if (snapshot.matches('failed')) {
    expect(await screen.findByText('Unable to load recent updates')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    return;
  }
  const entries = snapshot.context.output ?? [];
  if (entries.length === 0) {
    expect(await screen.findByText('No updates yet')).toBeInTheDocument();
    return;
  }
  const timeline = await screen.findByLabelText('Recent updates');
  await waitFor(() => expect(within(timeline).queryAllByTestId(/^log-\d+$/)).toHaveLength(entries.length));
  expect(within(timeline).getByText('Site staged')).toBeInTheDocument();
  expect(within(timeline).getByText('an hour ago')).toBeInTheDocument();
  if (entries.length > 1) expect(within(timeline).getByText('2 days ago')).toBeInTheDocument();
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderLog>, event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Retry' }));
    case 'LOAD': {
      const { logType } = event.input as { logType?: string };
      fireEvent.click(screen.getByRole('combobox', { name: 'Log type' }));
      return user.click(await screen.findByRole('option', { name: typeLabel(logType) }));
    }
    default:
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      await waitFor(() => expect(stubs.waiting('loadLog')).toBe(true));
      return stubs.settle(event);
  }
};

describe('log (Recent Updates), replayed through RecentUpdates', () => {
  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(logMachine));
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(description, async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderLog();
      for (const step of path.steps) {
        await doEvent(user, stubs, step.event);
        await assertScreen(step.state);
      }
      // Every read asks for the site and the type shown at the time.
      for (const call of stubs.calls.loadLog) expect(call).toMatchObject({ id: fhid });
      expect(stubs.calls.loadLog.at(-1)).toEqual(path.state.context.input);
    });
  }
});
