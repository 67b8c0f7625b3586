import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { SiteBackup } from '../../domain/api/siteBackup.schema';
import type { Viewer } from '../../domain/viewer';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { SiteBackupPanel } from '../../src/views/siteBackup/SiteBackupPanel';
import type { SiteBackupActors } from './siteBackup.actors';
import { type SiteBackupEvent, siteBackupMachine } from './siteBackup.machine';

type Snapshot = SnapshotFrom<typeof siteBackupMachine>;

const siteId = 42;
const care: Viewer = { id: 6, role: 'care', name: 'Cory Care' };
const polled = 'xstate.after.pollDelay.siteBackup.ready.watching';
// The list is read again 2 s after the screen starts watching (siteBackup.machine.ts pollDelay).
const pollDelayMs = 2_000;

const started: SiteBackup = {
  id: 3,
  backup_name: null,
  status: 'queued',
  error: null,
  requested_by_name: 'Cory Care',
  requested_at: '2025-06-04T09:00:00.000Z',
  finished_at: null,
};
const builderRefusal = 'The website builder (Duda) rejected the request (400).';
const startedAs = (status: SiteBackup['status']): SiteBackup =>
  status === 'done'
    ? { ...started, status, backup_name: 'site-42-backup-3', finished_at: '2025-06-04T09:00:07.000Z' }
    : status === 'failed'
      ? { ...started, status, error: builderRefusal, finished_at: '2025-06-04T09:00:07.000Z' }
      : { ...started, status };
/** A backup someone else started, under way when the tab opened. */
const othersAs = (status: SiteBackup['status']): SiteBackup => ({
  id: 5,
  backup_name: status === 'done' ? 'site-42-backup-5' : null,
  status,
  error: null,
  requested_by_name: 'Ada Admin',
  requested_at: '2025-06-03T15:00:00.000Z',
  finished_at: status === 'done' ? '2025-06-03T15:00:09.000Z' : null,
});
const refused = new ApiError(409, { error: 'Jones Chapel has no builder project yet: create or link one first' });

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => {
  const { backups, watching } = snapshot.context;
  const others = backups.filter((backup) => backup.id !== started.id);
  return [
    { type: 'RETRY' },
    { type: 'xstate.done.actor.loadBackups', output: [] },
    { type: 'xstate.done.actor.loadBackups', output: [othersAs('running')] },
    { type: 'xstate.error.actor.loadBackups', error: new Error('offline') },
    // One backup started per path keeps the model finite; a refused start leaves no backup.
    ...(backups.some((backup) => backup.id === started.id) ? [] : [{ type: 'RUN' }]),
    { type: 'xstate.done.actor.startBackup', output: started },
    { type: 'xstate.error.actor.startBackup', error: refused },
    { type: 'xstate.error.actor.startBackup', error: new Error('offline') },
    { type: polled },
    ...(watching === started.id
      ? (['queued', 'running', 'done', 'failed'] as const).map((status) => ({
          type: 'xstate.done.actor.refreshBackups',
          output: [startedAs(status), ...others],
        }))
      : (['running', 'done'] as const).map((status) => ({ type: 'xstate.done.actor.refreshBackups', output: [othersAs(status)] }))),
    { type: 'xstate.error.actor.refreshBackups', error: new Error('offline') },
  ];
};

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    watching: snapshot.context.watching,
    backups: snapshot.context.backups.map((backup) => [backup.id, backup.status]),
  });

const statusLabels: Record<SiteBackup['status'], string> = { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' };

const renderPanel = () => {
  const stubs = createControlledActors(['loadBackups', 'startBackup'] as const);
  const actors: SiteBackupActors = { loadBackups: stubs.actor('loadBackups'), startBackup: stubs.actor('startBackup') };
  renderView(<SiteBackupPanel siteId={siteId} />, { actors: { siteBackup: actors }, viewer: care });
  return stubs;
};

// The delay is the machine's own; fake timers let the replay say when it has passed instead of waiting it out.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  notifications.clean();
});
afterEach(() => vi.useRealTimers());

const assertScreen = async (snapshot: Snapshot) => {
  const { context } = snapshot;
  if (snapshot.matches('loading')) {
    expect(screen.getByLabelText('Loading backups')).toHaveAttribute('aria-busy', 'true');
    return;
  }
  if (snapshot.matches('failed')) {
    expect(await screen.findByText('Unable to load backups')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    return;
  }
  const runButton = await screen.findByRole('button', { name: 'Back up now' });
  const underway = snapshot.matches({ ready: 'watching' }) || snapshot.matches({ ready: 'polling' });
  if (snapshot.matches({ ready: 'starting' })) expect(runButton).toHaveAttribute('data-loading');
  else if (underway) expect(runButton).toBeDisabled();
  else expect(runButton).toBeEnabled();
  if (underway) expect(screen.getByRole('status')).toHaveTextContent('Backup in progress…');
  else expect(screen.queryByText('Backup in progress…')).toBeNull();
  if (context.backups.length === 0) {
    expect(screen.getByText('No backups yet')).toBeInTheDocument();
    return;
  }
  const rows = within(screen.getByRole('table', { name: 'Backups' }))
    .getAllByRole('row')
    .slice(1);
  expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual(context.backups.map((backup) => `backup-${backup.id}`));
  for (const [index, backup] of context.backups.entries()) {
    const row = within(rows[index]!);
    expect(row.getByText(statusLabels[backup.status])).toBeInTheDocument();
    // Why a backup failed is written in its row, not only in a hover title a phone cannot show.
    if (backup.error) expect(row.getByText(backup.error)).toBeInTheDocument();
    if (backup.requested_by_name) expect(row.getByText(backup.requested_by_name)).toBeInTheDocument();
  }
};

/** The toast a step shows, given the state it starts from. */
const toastFor = (before: Snapshot, event: AnyEventObject): string | null => {
  if (event.type === 'xstate.done.actor.startBackup') return 'Site backup started';
  if (event.type === 'xstate.error.actor.startBackup') {
    return event.error === refused
      ? 'Unable to run site backup: Jones Chapel has no builder project yet: create or link one first'
      : 'Unable to run site backup';
  }
  if (event.type !== 'xstate.done.actor.refreshBackups' || before.context.watching === null) return null;
  const watched = (event.output as SiteBackup[]).find((backup) => backup.id === before.context.watching);
  if (watched?.status === 'done') return 'Site backup finished';
  if (watched?.status === 'failed') return `Unable to back up the site: ${builderRefusal}`;
  return null;
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderPanel>, anyEvent: AnyEventObject) => {
  const event = anyEvent as SiteBackupEvent | { type: 'xstate.init' } | { type: typeof polled };
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Retry' }));
    case 'RUN':
      return user.click(screen.getByRole('button', { name: 'Back up now' }));
    case polled:
      // The list is read again once the delay has passed.
      await vi.advanceTimersByTimeAsync(pollDelayMs);
      return waitFor(() => expect(stubs.waiting('loadBackups')).toBe(true));
    default: {
      if (!isActorEvent(anyEvent)) throw new Error(`No UI for ${anyEvent.type}`);
      // The poll ('refreshBackups') calls the same actor as the first read.
      const settled = { ...anyEvent, type: anyEvent.type.replace('refreshBackups', 'loadBackups') };
      const id = settled.type.split('.')[3] as 'loadBackups' | 'startBackup';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      return stubs.settle(settled);
    }
  }
};

describe('site backup, replayed through SiteBackupPanel', () => {
  const paths = coveringTransitions(
    getShortestPaths(siteBackupMachine, { input: { siteId, viewer: care }, events: eventsOf as never, serializeState: serialize }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(siteBackupMachine));
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(description, async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderPanel();
      let before: Snapshot | null = null;
      for (const step of path.steps) {
        const toast = before ? toastFor(before, step.event) : null;
        const shown = toast ? screen.queryAllByText(toast).length : 0;
        await doEvent(user, stubs, step.event);
        if (toast) await waitFor(() => expect(screen.queryAllByText(toast).length).toBeGreaterThan(shown));
        await assertScreen(step.state);
        before = step.state;
      }
      for (const call of [...stubs.calls.loadBackups, ...stubs.calls.startBackup]) expect(call).toEqual({ id: siteId });
    });
  }

  // Shortest paths reach each state once, and a failed start goes back to a state already reached,
  // so its toast and the second try are checked here.
  for (const [kind, error, toast] of [
    ['a refused', refused, 'Unable to run site backup: Jones Chapel has no builder project yet: create or link one first'],
    ['an unanswered', new Error('offline'), 'Unable to run site backup'],
  ] as const) {
    it(`says why ${kind} start failed and lets the user try again`, async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderPanel();
      await waitFor(() => expect(stubs.waiting('loadBackups')).toBe(true));
      stubs.settle({ type: 'xstate.done.actor.loadBackups', output: [] });
      await user.click(await screen.findByRole('button', { name: 'Back up now' }));
      await waitFor(() => expect(stubs.waiting('startBackup')).toBe(true));
      stubs.settle({ type: 'xstate.error.actor.startBackup', error });
      expect(await screen.findByText(toast)).toBeInTheDocument();
      expect(screen.getByText('No backups yet')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Back up now' }));
      await waitFor(() => expect(stubs.waiting('startBackup')).toBe(true));
      expect(screen.getByRole('button', { name: 'Back up now' })).toHaveAttribute('data-loading');
    });
  }

  it('offers no backup to a role without the right', async () => {
    const stubs = createControlledActors(['loadBackups', 'startBackup'] as const);
    renderView(<SiteBackupPanel siteId={siteId} />, {
      actors: { siteBackup: { loadBackups: stubs.actor('loadBackups'), startBackup: stubs.actor('startBackup') } },
      viewer: { id: 9, role: 'am', name: 'Avery Manager' },
    });
    await waitFor(() => expect(stubs.waiting('loadBackups')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadBackups', output: [othersAs('done')] });
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back up now' })).toBeNull();
  });
});
