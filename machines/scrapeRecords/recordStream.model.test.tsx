import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, fromCallback, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { StreamedRecord } from '../../domain/api/scrapeRecords.schema';
import { createControlledActors } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView, ViewWiring } from '../../src/testing/ViewWiring';
import { RecordStreamModal } from '../../src/views/scrapeRecords/RecordStreamModal';
import { recordStreamMachine } from './recordStream.machine';
import type { RecordStreamEvent, ScrapeRecordsActors } from './scrapeRecords.actors';

type Snapshot = SnapshotFrom<typeof recordStreamMachine>;

const organizationId = 'org-77';
const streamed = (name: string): StreamedRecord => ({
  taskId: 'task-1',
  kind: 'obituary',
  name,
  source_url: `https://old-home.example/obituaries/${encodeURIComponent(name)}`,
  created: true,
});
const names = ['Margaret Hayes', 'Harold Becker'];

/**
 * Records arrive one by one while streaming. The live socket fails, if at all, when the stream
 * starts (subscribing throws), so the error is offered before any record.
 */
const eventsOf = (snapshot: Snapshot): AnyEventObject[] => {
  const { records } = snapshot.context;
  if (!snapshot.matches('streaming')) return [];
  const next = names[records.length];
  return [
    ...(next ? [{ type: 'RECORD', record: streamed(next) }] : []),
    ...(records.length === 0
      ? [{ type: 'xstate.error.actor.recordEvents', error: new Error('The live connection could not be opened') }]
      : []),
  ];
};

const serialize = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, n: snapshot.context.records.length });

/** The live channel of the test: it records who subscribed, lets the test publish, or refuses to open. */
const liveChannel = (refuse: boolean) => {
  const channel = { subscribed: [] as string[], unsubscribed: 0, publish: (_record: StreamedRecord): void => undefined };
  const recordEvents = fromCallback<RecordStreamEvent, { organizationId: string }>(({ input, sendBack }) => {
    if (refuse) throw new Error('The live connection could not be opened');
    channel.subscribed.push(input.organizationId);
    channel.publish = (record) => sendBack({ type: 'RECORD', record });
    return () => {
      channel.unsubscribed += 1;
    };
  });
  const stubs = createControlledActors(['loadRecords', 'loadFakeCount', 'addFakeObituaries', 'removeFakeObituaries'] as const);
  const actors: ScrapeRecordsActors = {
    loadRecords: stubs.actor('loadRecords'),
    loadFakeCount: stubs.actor('loadFakeCount'),
    addFakeObituaries: stubs.actor('addFakeObituaries'),
    removeFakeObituaries: stubs.actor('removeFakeObituaries'),
    recordEvents,
  };
  return { channel, actors };
};

const assertScreen = (snapshot: Snapshot) => {
  const dialog = screen.getByRole('dialog', { name: 'Obituary Stream' });
  const log = within(within(dialog).getByRole('log', { name: 'Obituary Stream' }));
  const lines = log.getAllByText(/./, { selector: 'p' });
  expect(lines[0]).toHaveTextContent('Obituary Stream...');
  const links = log.queryAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(snapshot.context.records.map((record) => record.name));
  for (const [index, link] of links.entries()) {
    expect(link).toHaveAttribute('href', snapshot.context.records[index]!.source_url);
    expect(link).toHaveAttribute('target', '_blank');
  }
  if (snapshot.matches('stopped')) expect(log.getByText('Stream disconnected')).toBeInTheDocument();
  else expect(log.queryByText('Stream disconnected')).toBeNull();
};

// Chromium's scrollIntoView answers a promise (vitest.setup.ts gives jsdom a no-op): the log's end
// marker, a div, scrolls with one that answers as Chromium's does.
const scrolled: Element[] = [];
beforeEach(() => {
  Object.defineProperty(HTMLDivElement.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: Element) {
      scrolled.push(this);
      return Promise.resolve();
    },
  });
});
afterEach(() => {
  scrolled.length = 0;
  Reflect.deleteProperty(HTMLDivElement.prototype, 'scrollIntoView');
});

describe('Watch Stream, replayed through RecordStreamModal', () => {
  const paths = coveringTransitions(
    getShortestPaths(recordStreamMachine, { input: { organizationId }, events: eventsOf as never, serializeState: serialize }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(recordStreamMachine));
  });

  for (const path of paths) {
    // Widened to any event: a path's steps also carry the actor's error and the initial event.
    const steps: Array<{ state: Snapshot; event: AnyEventObject }> = path.steps.map((step) => ({ state: step.state, event: step.event }));
    const refuse = steps.some((step) => step.event.type === 'xstate.error.actor.recordEvents');
    it(['open', ...steps.slice(1).map((step) => (step.event.type === 'RECORD' ? 'record' : 'socket fails'))].join(' > '), async () => {
      const { channel, actors } = liveChannel(refuse);
      renderView(<RecordStreamModal organizationId={organizationId} onClose={() => undefined} />, { actors: { scrapeRecords: actors } });
      for (const step of steps) {
        // A socket that refuses to open stops the stream as it starts: the screen never rests in streaming.
        if (refuse && step.event.type === 'xstate.init') continue;
        const { event } = step;
        if (event.type === 'RECORD') act(() => channel.publish(event.record as StreamedRecord));
        await waitFor(() => assertScreen(step.state));
      }
      expect(channel.subscribed).toEqual(refuse ? [] : [organizationId]);
      // Kept scrolled to the newest line: once when it opens and once a record.
      if (!refuse) expect(scrolled).toHaveLength(1 + path.state.context.records.length);
    });
  }

  it('listens only while open: no modal and no subscription without a task, and closing unsubscribes', async () => {
    const { channel, actors } = liveChannel(false);
    const onClose = vi.fn();
    const wiring = { actors: { scrapeRecords: actors } };
    const modal = (id: string | null) => <RecordStreamModal organizationId={id} onClose={onClose} />;
    // The same tree renderView renders, so a rerender changes the modal's task only.
    const wired = (id: string | null) => <ViewWiring {...wiring}>{modal(id)}</ViewWiring>;
    const { rerender } = renderView(modal(null), wiring);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(channel.subscribed).toEqual([]);
    rerender(wired(organizationId));
    expect(await screen.findByRole('dialog', { name: 'Obituary Stream' })).toBeInTheDocument();
    expect(channel.subscribed).toEqual([organizationId]);
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(wired(null));
    await waitFor(() => expect(channel.unsubscribed).toBe(1));
  });
});
