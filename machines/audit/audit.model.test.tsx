import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { AuditEntry } from '../../domain/api/audit.schema';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { AuditLogView } from '../../src/views/audit/AuditLogView';
import type { AuditActors } from './audit.actors';
import { auditMachine } from './audit.machine';

type Snapshot = SnapshotFrom<typeof auditMachine>;

const launchMoved: AuditEntry = {
  id: 12,
  at: '2026-11-20T15:04:05.000Z',
  person: { id: 4, name: 'Erin Executive' },
  address: '198.51.100.7',
  kind: 'launchDate',
  action: 'change',
  entity: 'sites',
  entityLabel: 'Site',
  entityId: '42',
  site: { id: 42, name: 'Evergreen Funeral Home' },
  changes: [{ field: 'scheduled_launch_date', label: 'Launch Date', before: '2026-12-01', after: '2026-12-08' }],
};
const noteAdded: AuditEntry = {
  ...launchMoved,
  id: 5,
  person: { id: 1, name: 'Ada Admin' },
  kind: 'note',
  action: 'create',
  entity: 'notes',
  entityLabel: 'Note',
  entityId: '77',
  changes: [{ field: 'note', label: 'Note', before: null, after: 'Call the florist' }],
};
const people = [
  { id: 1, name: 'Ada Admin' },
  { id: 4, name: 'Erin Executive' },
];
const failure = new ApiError(0, { error: 'The server could not be reached' });

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => [
  { type: 'RETRY' },
  { type: 'LOAD_MORE' },
  snapshot.matches('loading')
    ? { type: 'xstate.done.actor.loadAuditPage', output: { entries: [launchMoved], nextCursor: '12', people } }
    : { type: 'xstate.done.actor.loadAuditPage', output: { entries: [noteAdded], nextCursor: null, people } },
  { type: 'xstate.done.actor.loadAuditPage', output: { entries: [], nextCursor: null, people } },
  { type: 'xstate.error.actor.loadAuditPage', error: failure },
];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, entries: snapshot.context.entries.map((entry) => entry.id), next: snapshot.context.nextCursor });

const renderAudit = () => {
  const stubs = createControlledActors(['loadAuditPage'] as const);
  const actors: AuditActors = { loadAuditPage: stubs.actor('loadAuditPage') };
  renderView(<AuditLogView />, { actors: { audit: actors }, path: '/audit?site=42' });
  return stubs;
};

beforeEach(() => notifications.clean());

const assertScreen = async (snapshot: Snapshot) => {
  const { context } = snapshot;
  if (snapshot.matches('loading')) {
    expect(screen.getByLabelText('Loading the audit log')).toBeInTheDocument();
    return;
  }
  if (snapshot.matches('error')) {
    expect(await screen.findByText('Unable to load the audit log')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    return;
  }
  if (context.entries.length === 0) {
    expect(await screen.findByText('No entries match.')).toBeInTheDocument();
    return;
  }
  const list = await screen.findByRole('list', { name: 'Audit entries' });
  await waitFor(() =>
    expect(
      within(list)
        .getAllByTestId(/^audit-\d+$/)
        .map((item) => item.dataset.testid),
    ).toEqual(context.entries.map((entry) => `audit-${entry.id}`)),
  );
  const first = within(list).getByTestId('audit-12');
  expect(within(first).getByText('Launch date')).toBeInTheDocument();
  expect(within(first).getByText('Erin Executive', { exact: false })).toHaveTextContent('198.51.100.7');
  expect(within(first).getByText('Changed Site 42')).toBeInTheDocument();
  expect(within(first).getByRole('listitem')).toHaveTextContent('Launch Date: 2026-12-01 → 2026-12-08');
  const older = within(list).queryByTestId('audit-5');
  if (older) expect(within(older).getByRole('listitem')).toHaveTextContent('Note: (empty) → Call the florist');
  const more = screen.queryByRole('button', { name: 'Load more' });
  if (context.nextCursor === null) expect(more).toBeNull();
  else if (snapshot.matches({ ready: 'loadingMore' })) expect(more).toHaveAttribute('data-loading');
  else expect(more).not.toHaveAttribute('data-loading');
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderAudit>, event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Try again' }));
    case 'LOAD_MORE':
      return user.click(screen.getByRole('button', { name: 'Load more' }));
    default:
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      await waitFor(() => expect(stubs.waiting('loadAuditPage')).toBe(true));
      return stubs.settle(event);
  }
};

describe('the Audit log screen, replayed through AuditLogView', () => {
  const paths = coveringTransitions(
    getShortestPaths(auditMachine, { input: { filter: { site: 42 } }, events: eventsOf as never, serializeState: serialize }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(auditMachine));
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(description, async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderAudit();
      for (const step of path.steps) {
        await doEvent(user, stubs, step.event);
        await assertScreen(step.state);
      }
      // Every read is of the URL's site; the next page's starts after the last entry shown.
      for (const call of stubs.calls.loadAuditPage) expect(call).toMatchObject({ site: 42 });
      if (path.steps.some((step) => step.event.type === 'LOAD_MORE'))
        expect(stubs.calls.loadAuditPage.at(-1)).toEqual({ site: 42, cursor: '12' });
    });
  }

  it('says when the next page cannot be read and keeps what is shown', async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderAudit();
    await waitFor(() => expect(stubs.waiting('loadAuditPage')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadAuditPage', output: { entries: [launchMoved], nextCursor: '12', people } });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(stubs.waiting('loadAuditPage')).toBe(true));
    stubs.settle({ type: 'xstate.error.actor.loadAuditPage', error: failure });
    expect(await screen.findByText('Unable to load more entries')).toBeInTheDocument();
    expect(screen.getByTestId('audit-12')).toBeInTheDocument();
  });

  it('puts a filter in the URL and reads the log again with it', async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderAudit();
    await waitFor(() => expect(stubs.waiting('loadAuditPage')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadAuditPage', output: { entries: [launchMoved], nextCursor: null, people } });
    await user.click(await screen.findByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Launch date' }));
    await waitFor(() => expect(stubs.calls.loadAuditPage.at(-1)).toEqual({ site: 42, kind: 'launchDate' }));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/audit/export?site=42&kind=launchDate');
  });
});
