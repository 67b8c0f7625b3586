import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { ImportReport, SiteSubscribers } from '../../domain/api/subscriberImport.schema';
import type { Viewer } from '../../domain/viewer';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { SubscriberImportPanel } from '../../src/views/subscriberImport/SubscriberImportPanel';
import type { SubscriberImportActors } from './subscriberImport.actors';
import { type SubscriberImportEvent, subscriberImportMachine } from './subscriberImport.machine';

type Snapshot = SnapshotFrom<typeof subscriberImportMachine>;

const siteId = 42;
const launch: Viewer = { id: 8, role: 'launch', name: 'Lee Launch' };
const file = new File(['email\nann@example.com\n'], 'old-provider.csv', { type: 'text/csv' });
const subscribers: SiteSubscribers = {
  count: 2,
  latest: [
    { email: 'mary.jones@example.com', name: 'Mary Jones', imported_at: '2025-06-02T14:00:00.000Z' },
    { email: 'bob@example.com', name: null, imported_at: '2025-06-02T14:00:00.000Z' },
  ],
};
const report: ImportReport = {
  fileName: 'old-provider.csv',
  imported: 1,
  duplicates: 3,
  invalid: [
    { line: 4, reason: 'e-mail is missing' },
    { line: 9, reason: "'bob@' is not an e-mail address" },
  ],
  subscribers: {
    count: 3,
    latest: [{ email: 'ann@example.com', name: 'Ann', imported_at: '2025-06-03T09:00:00.000Z' }, ...subscribers.latest],
  },
};
const refused = new ApiError(400, {
  error: 'Invalid csv: the file needs an email column (a header row naming it, or addresses in the first column)',
  field: 'csv',
  reason: 'the file needs an email column (a header row naming it, or addresses in the first column)',
});

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => [
  { type: 'RETRY' },
  { type: 'xstate.done.actor.loadSubscribers', output: subscribers },
  { type: 'xstate.error.actor.loadSubscribers', error: new Error('offline') },
  ...(snapshot.context.file ? [] : [{ type: 'CHOOSE_FILE', file }]),
  { type: 'IMPORT' },
  { type: 'xstate.done.actor.importSubscribers', output: report },
  { type: 'xstate.error.actor.importSubscribers', error: refused },
  { type: 'xstate.error.actor.importSubscribers', error: new Error('offline') },
  { type: 'DISMISS_REPORT' },
];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    file: snapshot.context.file?.name ?? null,
    report: snapshot.context.report !== null,
    count: snapshot.context.subscribers?.count,
  });

const renderPanel = () => {
  const stubs = createControlledActors(['loadSubscribers', 'importSubscribers'] as const);
  const actors: SubscriberImportActors = {
    loadSubscribers: stubs.actor('loadSubscribers'),
    importSubscribers: stubs.actor('importSubscribers'),
  };
  renderView(<SubscriberImportPanel siteId={siteId} />, { actors: { subscriberImport: actors }, viewer: launch });
  return stubs;
};

beforeEach(() => notifications.clean());

const assertScreen = async (snapshot: Snapshot) => {
  const { context } = snapshot;
  if (snapshot.matches('loading')) {
    expect(screen.getByLabelText('Loading subscribers')).toHaveAttribute('aria-busy', 'true');
    return;
  }
  if (snapshot.matches('failed')) {
    expect(await screen.findByText('Unable to load subscribers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    return;
  }
  expect(await screen.findByLabelText('Subscriber count')).toHaveTextContent(`${context.subscribers?.count} subscribers`);
  const newest = within(screen.getByRole('list', { name: 'Newest subscribers' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(newest).toEqual(
    context.subscribers === report.subscribers
      ? ['Ann (ann@example.com)', 'Mary Jones (mary.jones@example.com)', 'bob@example.com']
      : ['Mary Jones (mary.jones@example.com)', 'bob@example.com'],
  );
  expect(screen.getByLabelText('Chosen file')).toHaveTextContent(context.file?.name ?? 'No file chosen');
  const importButton = screen.getByRole('button', { name: 'Import' });
  if (snapshot.matches({ ready: 'importing' })) expect(importButton).toHaveAttribute('data-loading');
  else if (context.file) expect(importButton).toBeEnabled();
  else expect(importButton).toBeDisabled();
  if (snapshot.matches({ ready: 'reported' })) {
    const shown = within(await screen.findByRole('status'));
    expect(shown.getByText('Import of old-provider.csv')).toBeInTheDocument();
    expect(shown.getByText('1 subscriber imported')).toBeInTheDocument();
    expect(shown.getByText('3 duplicates skipped')).toBeInTheDocument();
    expect(shown.getByText('2 invalid rows')).toBeInTheDocument();
    expect(shown.getByText('Line 4: e-mail is missing')).toBeInTheDocument();
    expect(shown.getByText("Line 9: 'bob@' is not an e-mail address")).toBeInTheDocument();
  } else await waitFor(() => expect(screen.queryByText('Import of old-provider.csv')).toBeNull());
};

const toastFor = (event: AnyEventObject): string | null => {
  if (event.type === 'xstate.done.actor.importSubscribers') return 'Subscribers imported';
  if (event.type !== 'xstate.error.actor.importSubscribers') return null;
  return event.error === refused
    ? 'Unable to import subscribers: Invalid csv: the file needs an email column (a header row naming it, or addresses in the first column)'
    : 'Unable to import subscribers';
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderPanel>, anyEvent: AnyEventObject) => {
  const event = anyEvent as SubscriberImportEvent | { type: 'xstate.init' };
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Retry' }));
    case 'CHOOSE_FILE': {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input || !event.file) throw new Error('No file input');
      return user.upload(input, event.file);
    }
    case 'IMPORT':
      return user.click(screen.getByRole('button', { name: 'Import' }));
    case 'DISMISS_REPORT':
      return user.click(screen.getByRole('button', { name: 'Done' }));
    default: {
      if (!isActorEvent(anyEvent)) throw new Error(`No UI for ${anyEvent.type}`);
      const id = anyEvent.type.split('.')[3] as 'loadSubscribers';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      return stubs.settle(anyEvent);
    }
  }
};

describe('subscriber import, replayed through SubscriberImportPanel', () => {
  const paths = coveringTransitions(
    getShortestPaths(subscriberImportMachine, { input: { siteId, viewer: launch }, events: eventsOf as never, serializeState: serialize }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(subscriberImportMachine));
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(description, async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderPanel();
      for (const step of path.steps) {
        const toast = toastFor(step.event);
        const before = toast ? screen.queryAllByText(toast).length : 0;
        await doEvent(user, stubs, step.event);
        if (toast) await waitFor(() => expect(screen.queryAllByText(toast).length).toBeGreaterThan(before));
        await assertScreen(step.state);
      }
      for (const call of stubs.calls.importSubscribers) expect(call).toEqual({ id: siteId, file });
    });
  }

  it('offers no import to a role without import rights', async () => {
    const stubs = createControlledActors(['loadSubscribers', 'importSubscribers'] as const);
    renderView(<SubscriberImportPanel siteId={siteId} />, {
      actors: {
        subscriberImport: { loadSubscribers: stubs.actor('loadSubscribers'), importSubscribers: stubs.actor('importSubscribers') },
      },
      viewer: { id: 4, role: 'ae', name: 'Alex Executive' },
    });
    await waitFor(() => expect(stubs.waiting('loadSubscribers')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadSubscribers', output: subscribers });
    expect(await screen.findByText('2 subscribers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
