import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/api/apiError';
import type { LogEntry } from '../../domain/api/log.schema';
import type { LogActors } from '../../machines/log/log.actors';
import { createControlledActors } from '../testing/controlledActors';
import { lostConnection } from '../testing/lostConnection';
import { renderView } from '../testing/ViewWiring';
import { RecentUpdates } from '../views/log/RecentUpdates';
import { ConnectionProvider } from './connection';

const staged: LogEntry = { id: 3, message: 'Site staged', name: 'Casey Care', when: '2025-03-14T15:00:00.000Z', log_type: 'STAGE' };
const noAnswer = new ApiError(0, { error: 'The server could not be reached' });

const renderLog = () => {
  const stubs = createControlledActors(['loadLog'] as const);
  const actors: LogActors = { loadLog: stubs.actor('loadLog') };
  const connection = lostConnection();
  renderView(
    <ConnectionProvider connection={connection}>
      <RecentUpdates fhid={7} now="2025-03-14T16:00:00.000Z" />
    </ConnectionProvider>,
    { actors: { log: actors } },
  );
  return { stubs, connection };
};

describe('a screen when the connection comes back', () => {
  it('reads again by itself after a failed read, without a press on Retry', async () => {
    const { stubs, connection } = renderLog();
    await waitFor(() => expect(stubs.waiting('loadLog')).toBe(true));
    act(() => stubs.settle({ type: 'xstate.error.actor.loadLog', error: noAnswer }));
    expect(await screen.findByText('Unable to load recent updates')).toBeInTheDocument();

    act(() => connection.send({ type: 'LIVE_OPEN' }));
    await waitFor(() => expect(stubs.waiting('loadLog')).toBe(true));
    act(() => stubs.settle({ type: 'xstate.done.actor.loadLog', output: [staged] }));
    expect(await screen.findByText('Site staged')).toBeInTheDocument();
    expect(stubs.calls.loadLog).toHaveLength(2);
  });

  it('leaves a screen that shows its data alone', async () => {
    const { stubs, connection } = renderLog();
    await waitFor(() => expect(stubs.waiting('loadLog')).toBe(true));
    act(() => stubs.settle({ type: 'xstate.done.actor.loadLog', output: [staged] }));
    expect(await screen.findByText('Site staged')).toBeInTheDocument();

    act(() => connection.send({ type: 'LIVE_OPEN' }));
    expect(connection.getSnapshot().hasTag('offline')).toBe(false);
    expect(stubs.waiting('loadLog')).toBe(false);
    expect(stubs.calls.loadLog).toHaveLength(1);
  });
});
