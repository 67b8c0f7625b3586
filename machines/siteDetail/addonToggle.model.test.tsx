import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { Viewer } from '../../domain/viewer';
import { createControlledActors } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, leafStateIds } from '../../src/testing/modelPaths';
import { adminViewer, renderView } from '../../src/testing/ViewWiring';
import { AddonsList } from '../../src/views/siteDetail/AddonsList';
import { siteDetail, siteDetailLookups } from '../../src/views/siteDetail/fixtures/siteDetails';
import { addonToggleMachine, type AddonToggleEvent } from './addonToggle.machine';
import { type SiteAddon, type SiteDetailActors, unprovidedSiteDetailActors } from './siteDetail.actors';

const siteId = 1001;
const addons = siteDetail().addons; // Video: nothing ticked; Flowers: Setup ticked.
const previousCustomerQuestion = "Was this funeral home a customer of the provider's video product prior to being onboarded to websites?";
const checkVideoCommitted = { type: 'TOGGLE', addonId: 1, flag: 'committed', checked: true } as const;
const uncheckFlowersSetup = { type: 'TOGGLE', addonId: 2, flag: 'setup', checked: false } as const;
const videoCommitted: SiteAddon = { id: 1, name: 'Video', setup: false, committed: true };
const flowersUnset: SiteAddon = { id: 2, name: 'Flowers', setup: false, committed: false };

type ModelEvent =
  AddonToggleEvent | { type: 'xstate.done.actor.saveAddon'; output: SiteAddon } | { type: 'xstate.error.actor.saveAddon'; error: unknown };

const events: ModelEvent[] = [
  checkVideoCommitted,
  uncheckFlowersSetup,
  { type: 'ANSWER', previousCustomer: true },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.saveAddon', output: videoCommitted },
  { type: 'xstate.done.actor.saveAddon', output: flowersUnset },
  { type: 'xstate.error.actor.saveAddon', error: new ApiError(500, { error: 'The server answered 500' }) },
];

const paths = getShortestPaths(addonToggleMachine, {
  input: { siteId, addons },
  events: events as AddonToggleEvent[],
  // A state is its value, the tick in question and the ticks held (so a save's result counts as a new state).
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.request, snapshot.context.addons]),
  filterEvents: (snapshot, event) => {
    const modelEvent = event as ModelEvent;
    if (modelEvent.type === 'TOGGLE') {
      // A checkbox only reports the opposite of what it shows.
      const addon = snapshot.context.addons.find((entry) => entry.id === modelEvent.addonId);
      return addon?.[modelEvent.flag] !== modelEvent.checked;
    }
    // The server answers the addon that was asked about.
    if (modelEvent.type === 'xstate.done.actor.saveAddon') return snapshot.context.request?.addonId === modelEvent.output.id;
    return true;
  },
});

const checkbox = (flag: 'Setup' | 'Committed', addon: string) => screen.getByRole('checkbox', { name: `${flag}: ${addon}` });

const expectTicks = (addon: SiteAddon) => {
  expect({
    name: addon.name,
    setup: checkbox('Setup', addon.name).matches(':checked'),
    committed: checkbox('Committed', addon.name).matches(':checked'),
  }).toEqual({
    name: addon.name,
    setup: addon.setup,
    committed: addon.committed,
  });
};

const renderList = (viewer: Viewer = adminViewer, lookups = siteDetailLookups) => {
  const stubs = createControlledActors(['saveAddon'] as const);
  const actors: SiteDetailActors = { ...unprovidedSiteDetailActors, saveAddon: stubs.actor('saveAddon') };
  const onSaved = vi.fn();
  renderView(<AddonsList siteId={siteId} addons={addons} onSaved={onSaved} />, { actors: { siteDetail: actors }, viewer, lookups });
  return { stubs, onSaved };
};

beforeEach(() => notifications.clean());

describe('addon toggle machine, replayed through AddonsList', () => {
  it('covers every leaf state', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(addonToggleMachine));
  });

  it('ignores clicks on any checkbox while an update runs', async () => {
    const user = userEvent.setup();
    const { stubs } = renderList();
    await user.click(checkbox('Setup', 'Flowers'));
    await user.click(checkbox('Committed', 'Flowers'));
    await user.click(checkbox('Setup', 'Video'));
    expect(stubs.calls.saveAddon).toHaveLength(1);
    expect(checkbox('Committed', 'Flowers')).not.toBeChecked();
    expect(checkbox('Setup', 'Video')).not.toBeChecked();
    expect(screen.queryByText(previousCustomerQuestion)).not.toBeInTheDocument();
  });

  it("asks the video addon's question as the shared lists hold it (kept on the Settings screen)", async () => {
    const user = userEvent.setup();
    const edited = 'Did this funeral home use the video product before?';
    renderList(adminViewer, {
      ...siteDetailLookups,
      addons: siteDetailLookups.addons.map((addon) => (addon.id === 1 ? { ...addon, question: edited } : addon)),
    });
    await user.click(checkbox('Committed', 'Video'));
    expect(await screen.findByText(edited)).toBeInTheDocument();
    expect(screen.queryByText(previousCustomerQuestion)).not.toBeInTheDocument();
  });

  it('disables Setup for roles without editAddonSetup and Committed for roles without editAddonCommitted', () => {
    renderList({ id: 7, role: 'am', name: 'Avery Manager' });
    expect(checkbox('Setup', 'Video')).toBeEnabled();
    expect(checkbox('Committed', 'Video')).toBeDisabled();
  });

  for (const path of paths) {
    const description = [
      'start',
      ...path.steps.slice(1).map(({ event }) => {
        const e = event as ModelEvent;
        return e.type === 'TOGGLE' ? `TOGGLE ${e.addonId} ${e.flag} ${e.checked}` : e.type.replace('xstate.', '');
      }),
    ].join(' > ');
    it(`${description} -> ${String(path.state.value)}`, async () => {
      const user = userEvent.setup();
      const { stubs, onSaved } = renderList();
      let answered = 0;

      for (const { event, state } of path.steps) {
        act(() => notifications.clean());
        const modelEvent = event as ModelEvent;
        switch (modelEvent.type) {
          case 'TOGGLE':
            await user.click(checkbox(modelEvent.flag === 'setup' ? 'Setup' : 'Committed', modelEvent.addonId === 1 ? 'Video' : 'Flowers'));
            break;
          case 'ANSWER':
            await user.click(screen.getByRole('button', { name: modelEvent.previousCustomer ? 'Yes' : 'No' }));
            break;
          case 'CANCEL':
            await user.keyboard('{Escape}');
            break;
          case 'xstate.done.actor.saveAddon':
            await act(async () => stubs.settle(modelEvent));
            answered += 1;
            break;
          case 'xstate.error.actor.saveAddon':
            await act(async () => stubs.settle(modelEvent));
            break;
        }

        const { context } = state;
        switch (state.value) {
          case 'idle':
            await waitFor(() => expect(screen.queryByText(previousCustomerQuestion)).not.toBeInTheDocument());
            for (const addon of context.addons) expectTicks(addon);
            break;
          case 'saved': {
            const saved = modelEvent.type === 'xstate.done.actor.saveAddon' ? modelEvent.output : null;
            expect(await screen.findByText(saved?.id === 1 ? 'Committed checked' : 'Setup unchecked')).toBeInTheDocument();
            for (const addon of context.addons) expectTicks(addon);
            await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(answered));
            break;
          }
          case 'askingPreviousCustomer':
            expect(await screen.findByText(previousCustomerQuestion)).toBeInTheDocument();
            expect(checkbox('Committed', 'Video')).toBeChecked();
            break;
          case 'saving': {
            const request = context.request;
            await waitFor(() => expect(screen.getByRole('table', { name: 'Addons' })).toHaveAttribute('aria-busy', 'true'));
            expect(stubs.calls.saveAddon.at(-1)).toEqual({
              siteId,
              addonId: request?.addonId,
              flag: request?.flag,
              checked: request?.checked,
              ...(context.previousCustomer === undefined ? {} : { previousCustomer: context.previousCustomer }),
            });
            break;
          }
          case 'failed':
            expect(await screen.findByText(/^Unable to update (setup|committed)$/)).toBeInTheDocument();
            // The tick goes back to what the server holds.
            for (const addon of context.addons) expectTicks(addon);
            expect(onSaved).toHaveBeenCalledTimes(answered);
            break;
          default:
            throw new Error(`unexpected state ${String(state.value)}`);
        }
      }
    });
  }
});
