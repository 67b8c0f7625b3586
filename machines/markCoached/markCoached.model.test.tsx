import { notifications } from '@mantine/notifications';
import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { CoachingRecorded } from '../../domain/api/markCoached.schema';
import { createControlledActors } from '../../src/testing/controlledActors';
import { renderView, ViewWiring } from '../../src/testing/ViewWiring';
import * as stories from '../../src/views/markCoached/MarkCoachedModal.stories';
import { MarkCoachedModal } from '../../src/views/markCoached/MarkCoachedModal';
import { siteRow } from '../../src/views/siteList/fixtures/siteRows';
import type { MarkCoachedActors } from './markCoached.actors';
import { markCoachedMachine, type MarkCoachedEvent } from './markCoached.machine';

const row = siteRow({ id: 1005, name: 'Maple Grove Chapel', launcher_label: 'Live', coaching_sessions: true });
const title = 'Mark Maple Grove Chapel as coached';
const note = 'Walked through the obituary editor';
const recorded: CoachingRecorded = { last_coaching_session: '2025-06-16', pretty_last_coaching_session: 'Jun 16, 2025' };

type ModelEvent =
  | MarkCoachedEvent
  | { type: 'xstate.done.actor.markCoached'; output: CoachingRecorded }
  | { type: 'xstate.error.actor.markCoached'; error: unknown };

const events: ModelEvent[] = [
  { type: 'OPEN' },
  { type: 'CHANGE_NOTE', note },
  { type: 'SUBMIT' },
  { type: 'CLOSE' },
  { type: 'xstate.done.actor.markCoached', output: recorded },
  { type: 'xstate.error.actor.markCoached', error: new ApiError(500, { error: 'Internal error' }) },
];

const paths = getShortestPaths(markCoachedMachine, {
  input: { siteId: row.id },
  events: events as MarkCoachedEvent[],
  // Typing the note it already holds changes nothing on screen, so it is not a step of its own.
  filterEvents: (snapshot, event) => event.type !== 'CHANGE_NOTE' || event.note !== snapshot.context.note,
  // A state is its value and the note; the last answer only matters in done, where it is asserted
  // (reopening after a success has its own test below).
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.note]),
});

const describeEvent = (event: ModelEvent): string => {
  switch (event.type) {
    case 'CHANGE_NOTE':
      return 'type the note';
    case 'xstate.done.actor.markCoached':
      return 'server records it';
    case 'xstate.error.actor.markCoached':
      return 'request fails';
    default:
      return event.type;
  }
};

afterEach(() => notifications.clean());

/** The modal with a markCoached the test answers. */
const renderModal = (onCoached: (changes: CoachingRecorded) => void) => {
  const stubs = createControlledActors(['markCoached'] as const);
  const actors: MarkCoachedActors = { markCoached: stubs.actor('markCoached') };
  const view = renderView(<MarkCoachedModal row={row} onCoached={onCoached} />, { actors: { markCoached: actors } });
  return { stubs, actors, ...view };
};

describe('markCoached machine, replayed through MarkCoachedModal', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['closed', 'done', 'editing', 'failed', 'saving']);
  });

  it('has one story per state', () => {
    expect(
      Object.keys(composeStories(stories))
        .map((name) => name.toLowerCase())
        .sort(),
    ).toEqual(Object.keys(markCoachedMachine.states).sort());
  });

  for (const path of paths) {
    const description = ['start', ...path.steps.slice(1).map(({ event }) => describeEvent(event as ModelEvent))].join(' > ');
    it(`${description} -> ${String(path.state.value)} (note ${JSON.stringify(path.state.context.note)})`, async () => {
      const user = userEvent.setup();
      const onCoached = vi.fn();
      const { stubs } = renderModal(onCoached);
      const dialog = () => screen.getByRole('dialog', { name: title });
      const noteBox = () => within(dialog()).getByRole('textbox', { name: 'Additional note' });
      const submit = () => within(dialog()).getByRole('button', { name: 'Mark Coached' });
      const cancel = () => within(dialog()).getByRole('button', { name: 'Cancel' });
      // The row's own button, outside the modal.
      const trigger = () => {
        const open = screen.queryByRole('dialog');
        const button = screen.getAllByRole('button', { name: 'Mark Coached' }).find((candidate) => !open?.contains(candidate));
        if (!button) throw new Error('no Mark Coached button on the row');
        return button;
      };
      let successes = 0;

      for (const { event, state } of path.steps) {
        act(() => notifications.clean());
        const modelEvent = event as ModelEvent;
        switch (modelEvent.type) {
          case 'OPEN':
            await user.click(trigger());
            // The modal's code loads when it first opens (issue 17).
            await screen.findByRole('dialog', { name: title });
            break;
          case 'CHANGE_NOTE':
            await user.clear(noteBox());
            await user.type(noteBox(), modelEvent.note);
            break;
          case 'SUBMIT':
            await user.click(submit());
            break;
          case 'CLOSE':
            await user.click(cancel());
            break;
          case 'xstate.done.actor.markCoached':
          case 'xstate.error.actor.markCoached':
            if (modelEvent.type === 'xstate.done.actor.markCoached') successes += 1;
            await waitFor(() => expect(stubs.waiting('markCoached')).toBe(true));
            await act(async () => stubs.settle(modelEvent));
            break;
        }

        const { context } = state;
        switch (state.value) {
          case 'closed':
            await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
            expect(trigger()).toBeEnabled();
            break;
          case 'editing':
            expect(noteBox()).toHaveValue(context.note);
            expect(submit()).toBeEnabled();
            expect(cancel()).toBeEnabled();
            break;
          case 'saving':
            await waitFor(() => expect(submit()).toBeDisabled());
            expect(cancel()).toBeDisabled();
            expect(noteBox()).toHaveValue(context.note);
            expect(stubs.calls.markCoached.at(-1)).toEqual({ id: row.id, additionalNote: context.note });
            break;
          case 'done':
            expect(await screen.findByText('Coaching session complete')).toBeInTheDocument();
            await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
            expect(onCoached).toHaveBeenCalledTimes(successes);
            expect(onCoached).toHaveBeenLastCalledWith(recorded);
            break;
          case 'failed':
            expect(await screen.findByText('Unable to mark coaching session as complete')).toBeInTheDocument();
            expect(noteBox()).toHaveValue(context.note);
            expect(submit()).toBeEnabled();
            expect(onCoached).toHaveBeenCalledTimes(successes);
            break;
          default:
            throw new Error(`unexpected state ${String(state.value)}`);
        }
      }
    });
  }
});

describe('MarkCoachedModal', () => {
  it('opens again with an empty note after a success, and the row is patched once', async () => {
    const user = userEvent.setup();
    const onCoached = vi.fn();
    const { stubs, actors, rerender } = renderModal(onCoached);
    await user.click(screen.getByRole('button', { name: 'Mark Coached' }));
    // The modal's code loads when it first opens (issue 17).
    await user.type(await screen.findByRole('textbox', { name: 'Additional note' }), note);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark Coached' }));
    await waitFor(() => expect(stubs.waiting('markCoached')).toBe(true));
    await act(async () => stubs.settle({ type: 'xstate.done.actor.markCoached', output: recorded }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list re-renders with the patched row and a new callback: no second report.
    rerender(
      <ViewWiring actors={{ markCoached: actors }}>
        <MarkCoachedModal row={{ ...row, ...recorded }} onCoached={(changes) => void onCoached(changes)} />
      </ViewWiring>,
    );
    expect(onCoached).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Mark Coached' }));
    expect(await screen.findByRole('textbox', { name: 'Additional note' })).toHaveValue('');
  });
});
