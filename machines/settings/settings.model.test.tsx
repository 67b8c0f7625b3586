import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import { createControlledActors } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { SettingsListSection } from '../../src/views/settings/SettingsListSection';
import type { SettingsActors, SettingsRow } from './settings.actors';
import { settingsMachine } from './settings.machine';

const partners: SettingsRow[] = [
  { id: 1, name: 'Homestead Pre-Need Life', position: 0, retired: false, sites: 3 },
  { id: 2, name: 'Precept Trust', position: 1, retired: false, sites: 0 },
];
const refused = new ApiError(409, { error: "A pre-need insurer named 'Precept Trust' already exists" });

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadEntries', output: partners },
  { type: 'xstate.error.actor.loadEntries', error: new ApiError(0, { error: 'The server could not be reached' }) },
  { type: 'CHANGE', change: { kind: 'update', id: 1, body: { retired: true } } },
  { type: 'xstate.done.actor.saveChange', output: {} },
  { type: 'xstate.error.actor.saveChange', error: refused },
  { type: 'RELOAD' },
];

const paths = getShortestPaths(settingsMachine, { input: { list: 'insurers' }, events: events as never });

afterEach(() => notifications.clean());

describe('a Settings section, replayed through SettingsListSection', () => {
  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(settingsMachine));
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
      const onSaved = vi.fn();
      renderView(<SettingsListSection list="insurers" editable onSaved={onSaved} />, { actors: { settings: actors } });
      const section = () => screen.getByRole('region', { name: 'Pre-need insurers' });

      for (const step of path.steps.slice(1)) {
        const event = step.event as AnyEventObject;
        if (event.type === 'CHANGE') {
          const [retireFirst] = await within(section()).findAllByRole('button', { name: 'Retire' });
          await user.click(retireFirst as HTMLElement);
        } else if (event.type === 'RELOAD') await user.click(await within(section()).findByRole('button', { name: 'Try again' }));
        else {
          const id = event.type.endsWith('loadEntries') ? 'loadEntries' : 'saveChange';
          await waitFor(() => expect(stubs.waiting(id)).toBe(true));
          act(() => stubs.settle(event));
        }
      }

      const last: string | undefined = path.steps.at(-1)?.event.type;
      if (path.state.matches('loading')) {
        // A reload after a save keeps the rows shown; a first load shows the loader.
        // The screen is told, so the history and the choices read again.
        if (last === 'xstate.done.actor.saveChange') {
          expect(await screen.findByText('Settings saved')).toBeInTheDocument();
          expect(onSaved).toHaveBeenCalledWith('insurers');
        } else expect(within(section()).getByLabelText('Loading Pre-need insurers')).toBeInTheDocument();
      } else if (path.state.matches('failed')) {
        expect(await within(section()).findByText('Unable to load the list')).toBeInTheDocument();
      } else if (path.state.matches('saving')) {
        expect(stubs.calls.saveChange.at(-1)).toEqual({
          list: 'insurers',
          change: { kind: 'update', id: 1, body: { retired: true } },
        });
        for (const button of within(section()).getAllByRole('button', { name: 'Delete' })) expect(button).toBeDisabled();
      } else {
        const row = await within(section()).findByRole('row', { name: /Homestead Pre-Need Life/ });
        expect(within(row).getByRole('cell', { name: '3' })).toBeInTheDocument();
        if (last === 'xstate.error.actor.saveChange') {
          expect(
            await screen.findByText("Unable to save the change: A pre-need insurer named 'Precept Trust' already exists"),
          ).toBeInTheDocument();
          expect(onSaved).not.toHaveBeenCalled();
        }
      }
    });
  }
});

describe('SettingsListSection beyond the machine: protected entries and the entry editor', () => {
  const corporations: SettingsRow[] = [
    { id: 1, name: 'Corporate', position: 0, retired: false, sites: 40, contacts: [] },
    {
      id: 2,
      name: 'Heritage Memorial Partners',
      position: 1,
      retired: false,
      sites: 4,
      contacts: [{ name: 'Owner', email: 'owner@heritage.example', type: 'primary', domainContact: false, priority: 1 }],
    },
  ];
  const renderCorporations = async () => {
    const stubs = createControlledActors(['loadEntries', 'saveChange', 'loadHistory'] as const);
    const actors: SettingsActors = {
      loadEntries: stubs.actor('loadEntries'),
      saveChange: stubs.actor('saveChange'),
      loadHistory: stubs.actor('loadHistory'),
    };
    renderView(<SettingsListSection list="corporations" editable />, { actors: { settings: actors } });
    await waitFor(() => expect(stubs.waiting('loadEntries')).toBe(true));
    act(() => stubs.settle({ type: 'xstate.done.actor.loadEntries', output: corporations }));
    const section = screen.getByRole('region', { name: 'Corporations' });
    return { stubs, row: (name: RegExp) => within(section).findByRole('row', { name }) };
  };

  it('offers no rename, retire or delete of corporation 1, and says why; no delete of an entry sites use', async () => {
    const { row } = await renderCorporations();
    const corporate = await row(/^Corporate/);
    expect(within(corporate).getByText("Corporation 1 is 'Corporate' and cannot be retired or deleted")).toBeInTheDocument();
    for (const name of ['Rename', 'Retire', 'Delete']) expect(within(corporate).queryByRole('button', { name })).not.toBeInTheDocument();
    // Four sites use it: retired, never deleted.
    const heritage = await row(/Heritage Memorial Partners/);
    for (const name of ['Rename', 'Retire']) expect(within(heritage).getByRole('button', { name })).toBeEnabled();
    expect(within(heritage).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("saves a corporation's contacts as the editor holds them", async () => {
    const user = userEvent.setup();
    const { stubs, row } = await renderCorporations();
    await user.click(within(await row(/Heritage Memorial Partners/)).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Heritage Memorial Partners' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail of contact 1' });
    await user.clear(email);
    await user.type(email, 'it@heritage.example');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Domain contact: contact 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a contact' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name of contact 2' }), 'Deputy');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail of contact 2' }), 'deputy@heritage.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stubs.waiting('saveChange')).toBe(true));
    expect(stubs.calls.saveChange.at(-1)).toEqual({
      list: 'corporations',
      change: {
        kind: 'update',
        id: 2,
        body: {
          contacts: [
            { name: 'Owner', email: 'it@heritage.example', type: 'primary', domainContact: true, priority: 1 },
            { name: 'Deputy', email: 'deputy@heritage.example', type: 'primary', domainContact: false, priority: null },
          ],
        },
      },
    });
  });
});
