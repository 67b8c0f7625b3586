import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { SettingsChangeEntry } from '../../domain/api/settings.schema';
import { createControlledActors } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { SettingsHistory } from '../../src/views/settings/SettingsHistory';
import type { SettingsActors } from './settings.actors';
import { settingsHistoryMachine } from './settingsHistory.machine';

const change = (id: number, name: string): SettingsChangeEntry => ({
  id,
  at: '2026-11-27T14:05:00.000Z',
  user: 'Ada Admin',
  list: 'insurers',
  entryId: String(id),
  entryName: name,
  action: 'change',
  before: { id, name, position: 1, retired: false, sites: 1 },
  after: { id, name, position: 1, retired: true, sites: 1 },
});
/** A full page (50 changes, so older ones may be left), then the older page. */
const page = Array.from({ length: 50 }, (_, index) => change(100 - index, `Insurer ${100 - index}`));
const older = [change(50, 'Precept Trust')];
const offline = new ApiError(0, { error: 'The server could not be reached' });

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadHistory', output: page },
  { type: 'xstate.error.actor.loadHistory', error: offline },
  { type: 'MORE' },
  { type: 'xstate.done.actor.loadOlderHistory', output: older },
  { type: 'xstate.error.actor.loadOlderHistory', error: offline },
  { type: 'RETRY' },
];

const paths = getShortestPaths(settingsHistoryMachine, { events: events as never });

afterEach(() => notifications.clean());

describe('the settings History, replayed through SettingsHistory', () => {
  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(settingsHistoryMachine));
  });

  for (const path of paths) {
    const names = path.steps.map((step) => step.event.type.replace('xstate.', '')).slice(1);
    it(`${names.join(' -> ') || 'start'} -> ${String(path.state.value)}`, async () => {
      const user = userEvent.setup();
      const stubs = createControlledActors(['loadEntries', 'saveChange', 'loadHistory'] as const);
      const actors: SettingsActors = {
        loadEntries: stubs.actor('loadEntries'),
        saveChange: stubs.actor('saveChange'),
        loadHistory: stubs.actor('loadHistory'),
      };
      renderView(<SettingsHistory revision={0} />, { actors: { settings: actors } });
      const section = () => screen.getByRole('region', { name: 'History' });

      for (const step of path.steps.slice(1)) {
        const event = step.event as AnyEventObject;
        if (event.type === 'MORE') await user.click(await within(section()).findByRole('button', { name: 'Show older' }));
        else if (event.type === 'RETRY') await user.click(await within(section()).findByRole('button', { name: 'Try again' }));
        else {
          // Both reads are the one loadHistory actor.
          await waitFor(() => expect(stubs.waiting('loadHistory')).toBe(true));
          act(() => stubs.settle({ ...event, type: event.type.replace('loadOlderHistory', 'loadHistory') }));
        }
      }

      const last: string | undefined = path.steps.at(-1)?.event.type;
      if (path.state.matches('loading')) {
        expect(within(section()).getByLabelText('Loading the history')).toBeInTheDocument();
        expect(stubs.calls.loadHistory.at(-1)).toEqual({});
      } else if (path.state.matches('failed')) {
        expect(await within(section()).findByText('Unable to load the history')).toBeInTheDocument();
      } else if (path.state.matches('loadingOlder')) {
        expect(stubs.calls.loadHistory.at(-1)).toEqual({ before: 51 });
        expect(within(section()).getByRole('button', { name: 'Show older' })).toHaveAttribute('data-loading', 'true');
      } else {
        const first = await within(section()).findByRole('row', { name: /Changed pre-need insurer 'Insurer 100'/ });
        expect(first).toHaveTextContent('Ada Admin');
        expect(first).toHaveTextContent('Retired: no');
        expect(first).toHaveTextContent('Retired: yes');
        if (last === 'xstate.done.actor.loadOlderHistory') {
          expect(within(section()).getByRole('row', { name: /Precept Trust/ })).toBeInTheDocument();
          expect(within(section()).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
        } else expect(within(section()).getByRole('button', { name: 'Show older' })).toBeInTheDocument();
        if (last === 'xstate.error.actor.loadOlderHistory')
          expect(await screen.findByText('Unable to load the history')).toBeInTheDocument();
      }
    });
  }
});

/** The screen's part: a saved change moves the revision. */
function HistoryWithSaves() {
  const [revision, setRevision] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRevision(revision + 1)}>
        A change was saved
      </button>
      <SettingsHistory revision={revision} />
    </>
  );
}

describe('SettingsHistory beyond the machine', () => {
  it("keeps one list's changes when one is chosen, and reads again when the screen saved a change", async () => {
    const user = userEvent.setup();
    const stubs = createControlledActors(['loadEntries', 'saveChange', 'loadHistory'] as const);
    const actors: SettingsActors = {
      loadEntries: stubs.actor('loadEntries'),
      saveChange: stubs.actor('saveChange'),
      loadHistory: stubs.actor('loadHistory'),
    };
    renderView(<HistoryWithSaves />, { actors: { settings: actors } });
    await waitFor(() => expect(stubs.waiting('loadHistory')).toBe(true));
    act(() => stubs.settle({ type: 'xstate.done.actor.loadHistory', output: [] }));
    expect(await screen.findByText('No changes yet')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'List' }));
    await user.click(await screen.findByRole('option', { name: 'Checklist types' }));
    await waitFor(() => expect(stubs.calls.loadHistory.at(-1)).toEqual({ list: 'checklistTypes' }));
    act(() => stubs.settle({ type: 'xstate.done.actor.loadHistory', output: [] }));

    await user.click(screen.getByRole('button', { name: 'A change was saved' }));
    await waitFor(() => expect(stubs.calls.loadHistory).toHaveLength(3));
    expect(stubs.calls.loadHistory.at(-1)).toEqual({ list: 'checklistTypes' });
  });
});
