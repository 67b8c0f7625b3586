import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { SiteFields } from '../../domain/api/siteDetailEdit.schema';
import { siteDetailLookups } from '../../src/views/siteDetail/fixtures/siteDetails';
import { SiteFieldEditor, type FieldOption } from '../../src/views/siteDetail/SiteFieldEditor';
import { SiteDetailProviders, stubSiteDetailServices } from '../../src/views/siteDetail/testing/siteDetailProviders';
import { deferredCalls } from '../../src/testing/deferredCalls';
import type { SaveSiteFieldInput } from './siteDetail.actors';
import { siteFieldEditMachine, type SiteFieldEditEvent } from './siteFieldEdit.machine';

const siteId = 1001;
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
  { type: 'xstate.error.actor.saveSiteField', error: new Error('500') },
];

const paths = getShortestPaths(siteFieldEditMachine, {
  input: { siteId, field: 'provider', value: 'WebPro' },
  events: events as SiteFieldEditEvent[],
  // The select only reports a pick different from the one it shows.
  filterEvents: (snapshot, event) => event.type !== 'CHANGE' || event.value !== snapshot.context.draft,
});

afterEach(() => notifications.clean());

describe('site field edit machine, replayed through SiteFieldEditor', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['editing', 'failed', 'saved', 'saving', 'viewing']);
  });

  it('saves nothing when the pick did not change', async () => {
    const user = userEvent.setup();
    render(
      <SiteDetailProviders services={stubSiteDetailServices({})}>
        <SiteFieldEditor siteId={siteId} field="provider" value="WebPro" options={options} canEdit onSaved={() => {}} />
      </SiteDetailProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Provider' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('WebPro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Provider' })).toBeEnabled();
  });

  it('offers no editing to a role without editSiteFields', () => {
    render(
      <SiteDetailProviders services={stubSiteDetailServices({})}>
        <SiteFieldEditor siteId={siteId} field="provider" value="WebPro" options={options} canEdit={false} onSaved={() => {}} />
      </SiteDetailProviders>,
    );
    expect(screen.getByRole('button', { name: 'Edit Provider' })).toBeDisabled();
  });

  for (const path of paths) {
    const description = ['start', ...path.steps.slice(1).map(({ event }) => event.type.replace('xstate.', ''))].join(' > ');
    it(`${description} -> ${String(path.state.value)}`, async () => {
      const user = userEvent.setup();
      const save = deferredCalls<SiteFields, SaveSiteFieldInput>();
      let savedReports = 0;
      render(
        <SiteDetailProviders services={stubSiteDetailServices({ saveSiteField: (input) => save.start(input) })}>
          <SiteFieldEditor
            siteId={siteId}
            field="provider"
            value="WebPro"
            options={options}
            canEdit
            onSaved={() => {
              savedReports += 1;
            }}
          />
        </SiteDetailProviders>,
      );

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
            await act(async () => save.last().resolve(modelEvent.output));
            break;
          case 'xstate.error.actor.saveSiteField':
            await act(async () => save.last().reject(modelEvent.error));
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
            expect(save.last().input).toEqual({ siteId, field: 'provider', value: state.context.draft });
            break;
          case 'saved':
            expect(await screen.findByText('Provider updated')).toBeInTheDocument();
            expect(screen.getByText('FrontRunner')).toBeInTheDocument();
            expect(savedReports).toBe(1);
            break;
          case 'failed':
            expect(await screen.findByText('Error updating site provider')).toBeInTheDocument();
            expect(screen.getByRole('combobox', { name: 'Provider' })).toBeEnabled();
            expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveValue('FrontRunner');
            expect(savedReports).toBe(0);
            break;
          default:
            throw new Error(`unexpected state ${String(state.value)}`);
        }
      }
    });
  }
});
