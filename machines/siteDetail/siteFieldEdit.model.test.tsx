import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { SiteFields } from '../../domain/api/siteDetailEdit.schema';
import type { Viewer } from '../../domain/viewer';
import { createControlledActors } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { siteDetailLookups } from '../../src/views/siteDetail/fixtures/siteDetails';
import { SiteFieldEditor, type FieldOption } from '../../src/views/siteDetail/SiteFieldEditor';
import { type SiteDetailActors, unprovidedSiteDetailActors } from './siteDetail.actors';
import { siteFieldEditMachine, type SiteFieldEditEvent } from './siteFieldEdit.machine';

const siteId = 1001;
const am: Viewer = { id: 7, role: 'am', name: 'Avery Manager' };
const options: FieldOption[] = siteDetailLookups.providers.map((p) => ({ key: p.name, label: p.name, value: p.name }));
const savedFields: SiteFields = {
  id: siteId,
  provider: 'FrontRunner',
  provider_id: 2,
  corporation_id: 1,
  referral_partner_id: null,
  funding_partner: null,
  funding_partner_id: null,
};

type ModelEvent =
  | SiteFieldEditEvent
  | { type: 'xstate.done.actor.saveSiteField'; output: SiteFields }
  | { type: 'xstate.error.actor.saveSiteField'; error: unknown };

const events: ModelEvent[] = [
  { type: 'EDIT' },
  { type: 'CHANGE', value: 'FrontRunner' },
  { type: 'SAVE' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.saveSiteField', output: savedFields },
  { type: 'xstate.error.actor.saveSiteField', error: new ApiError(0, { error: 'The server could not be reached' }) },
];

const paths = getShortestPaths(siteFieldEditMachine, {
  input: { siteId, field: 'provider', value: 'WebPro' },
  events: events as SiteFieldEditEvent[],
  // The select only reports a pick different from the one it shows.
  filterEvents: (snapshot, event) => event.type !== 'CHANGE' || event.value !== snapshot.context.draft,
});

const renderEditor = (viewer: Viewer = am) => {
  const stubs = createControlledActors(['saveSiteField'] as const);
  const actors: SiteDetailActors = { ...unprovidedSiteDetailActors, saveSiteField: stubs.actor('saveSiteField') };
  const onSaved = vi.fn();
  renderView(<SiteFieldEditor siteId={siteId} field="provider" value="WebPro" options={options} onSaved={onSaved} />, {
    actors: { siteDetail: actors },
    viewer,
    lookups: siteDetailLookups,
  });
  return { stubs, onSaved };
};

beforeEach(() => notifications.clean());

describe('site field edit machine, replayed through SiteFieldEditor', () => {
  it('covers every leaf state', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(siteFieldEditMachine));
  });

  it('saves nothing when the pick did not change', async () => {
    const user = userEvent.setup();
    const { stubs } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit Provider' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('WebPro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Provider' })).toBeEnabled();
    expect(stubs.calls.saveSiteField).toEqual([]);
  });

  it('offers no editing to a role without editSiteFields', () => {
    renderEditor({ id: 4, role: 'care', name: 'Casey Care' });
    expect(screen.getByRole('button', { name: 'Edit Provider' })).toBeDisabled();
  });

  for (const path of paths) {
    const description = ['start', ...path.steps.slice(1).map(({ event }) => event.type.replace('xstate.', ''))].join(' > ');
    it(`${description} -> ${String(path.state.value)}`, async () => {
      const user = userEvent.setup();
      const { stubs, onSaved } = renderEditor();

      for (const { event, state } of path.steps) {
        act(() => notifications.clean());
        const modelEvent = event as ModelEvent;
        switch (modelEvent.type) {
          case 'EDIT':
            await user.click(screen.getByRole('button', { name: 'Edit Provider' }));
            break;
          case 'CHANGE':
            await user.click(screen.getByRole('combobox', { name: 'Provider' }));
            await user.click(await screen.findByRole('option', { name: String(modelEvent.value) }));
            break;
          case 'SAVE':
            await user.click(screen.getByRole('button', { name: 'Save' }));
            break;
          case 'CANCEL':
            await user.click(screen.getByRole('button', { name: 'Cancel' }));
            break;
          case 'xstate.done.actor.saveSiteField':
          case 'xstate.error.actor.saveSiteField':
            await act(async () => stubs.settle(modelEvent));
            break;
        }

        switch (state.value) {
          case 'viewing':
            expect(screen.getByText(String(state.context.value))).toBeInTheDocument();
            expect(screen.getByRole('button', { name: 'Edit Provider' })).toBeEnabled();
            expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
            break;
          case 'editing':
            expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveValue(String(state.context.draft));
            expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
            break;
          case 'saving':
            await waitFor(() => expect(screen.getByRole('combobox', { name: 'Provider' })).toBeDisabled());
            expect(stubs.calls.saveSiteField.at(-1)).toEqual({ siteId, field: 'provider', value: state.context.draft });
            break;
          case 'saved':
            expect(await screen.findByText('Provider updated')).toBeInTheDocument();
            expect(screen.getByText('FrontRunner')).toBeInTheDocument();
            await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
            break;
          case 'failed':
            expect(await screen.findByText('Error updating site provider')).toBeInTheDocument();
            expect(screen.getByRole('combobox', { name: 'Provider' })).toBeEnabled();
            expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveValue('FrontRunner');
            expect(onSaved).not.toHaveBeenCalled();
            break;
          default:
            throw new Error(`unexpected state ${String(state.value)}`);
        }
      }
    });
  }
});
