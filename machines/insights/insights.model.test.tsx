import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { insightsFixture } from '../../src/views/insights/insightsFixtures';
import { InsightsScreen } from '../../src/views/insights/fixtures/InsightsScreen';
import type { InsightsActors } from './insights.actors';
import { insightsMachine } from './insights.machine';

type Snapshot = SnapshotFrom<typeof insightsMachine>;

const today = '2025-03-09';
const firstQuery = { from: '2024-12-10', to: '2025-03-09' };

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => [
  { type: 'RETRY' },
  // The range's start moved a month back.
  { type: 'LOAD', input: { ...snapshot.context.input, from: '2024-11-10' } },
  { type: 'xstate.done.actor.loadInsights', output: insightsFixture },
  { type: 'xstate.error.actor.loadInsights', error: new ApiError(0, { error: 'The server could not be reached' }) },
];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, from: snapshot.context.input.from, loaded: snapshot.context.output !== null });

const paths = coveringTransitions(
  getShortestPaths(insightsMachine, { input: firstQuery, events: eventsOf as never, serializeState: serialize }),
);

const renderInsights = () => {
  const stubs = createControlledActors(['loadInsights'] as const);
  const actors: InsightsActors = { loadInsights: stubs.actor('loadInsights') };
  renderView(<InsightsScreen today={today} />, { actors: { insights: actors } });
  return stubs;
};

const assertScreen = async (snapshot: Snapshot) => {
  expect(screen.getByLabelText('From')).toHaveValue(snapshot.context.input.from);
  if (snapshot.matches('failed')) {
    expect(await screen.findByText('Unable to load the insights')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cumulative flow' })).toBeNull();
    return;
  }
  if (snapshot.context.output === null) {
    expect(await screen.findByLabelText('Loading insights')).toHaveAttribute('aria-busy', 'true');
    return;
  }
  // Loaded, or reading newer filters with the last figures still shown.
  const flow = await screen.findByRole('region', { name: 'Cumulative flow' });
  expect(within(flow).getByRole('table', { name: 'Cumulative flow' })).toHaveTextContent('2025-03-09');
  expect(screen.getByRole('region', { name: 'Ageing work' })).toHaveTextContent('Riverside Memorial');
  expect(screen.getByRole('region', { name: 'Workload' })).toHaveTextContent('Dana Designer');
  expect(screen.getByRole('link', { name: 'Download Cycle time: intake to live as CSV' })).toHaveAttribute(
    'href',
    `data:text/csv;charset=utf-8,${encodeURIComponent('Month,Sites,Median days,80th percentile days\r\n2025-02,2,35,38\r\n2025-03,1,50,50\r\n')}`,
  );
  expect(screen.getByRole('region', { name: 'Cumulative flow' }).parentElement).toHaveAttribute(
    'aria-busy',
    String(snapshot.matches('loading')),
  );
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderInsights>, event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Retry' }));
    case 'LOAD':
      fireEvent.change(screen.getByLabelText('From'), { target: { value: (event.input as { from: string }).from } });
      return;
    default:
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      await waitFor(() => expect(stubs.waiting('loadInsights')).toBe(true));
      return stubs.settle(event);
  }
};

describe('insights, replayed through InsightsView', () => {
  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(insightsMachine));
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(description, async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderInsights();
      for (const step of path.steps) {
        await doEvent(user, stubs, step.event);
        await assertScreen(step.state);
      }
      // Every read asks for the filters the screen shows.
      expect(stubs.calls.loadInsights.at(-1)).toEqual(path.state.context.input);
    });
  }
});
