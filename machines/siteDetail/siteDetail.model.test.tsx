import { notifications } from '@mantine/notifications';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { MemoryRouter as StoryRouter } from '../../src/testing/MemoryRouter';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import { siteDetail } from '../../src/views/siteDetail/fixtures/siteDetails';
import { SiteDetailView } from '../../src/views/siteDetail/SiteDetailView';
import { SiteDetailProviders, stubSiteDetailServices } from '../../src/views/siteDetail/testing/siteDetailProviders';
import { SiteDetailsTab } from '../../src/views/siteDetail/SiteDetailsTab';
import { deferredCalls } from '../../src/testing/deferredCalls';
import type { LoadedSite, LoadSiteInput } from './siteDetail.actors';
import { siteDetailMachine, type SiteDetailEvent } from './siteDetail.machine';

configure({ asyncUtilTimeout: 5000 });

const site = siteDetail({ id: 42 });
const renamed: SiteDetail = { ...site, name: 'Oakwood Memorial Chapel' };

type ModelEvent =
  | SiteDetailEvent
  | { type: 'xstate.done.actor.loadSite'; output: LoadedSite }
  | { type: 'xstate.error.actor.loadSite'; error: unknown }
  | { type: 'xstate.done.actor.refreshSite'; output: LoadedSite }
  | { type: 'xstate.error.actor.refreshSite'; error: unknown };

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.loadSite', output: site },
  { type: 'xstate.done.actor.loadSite', output: null },
  { type: 'xstate.error.actor.loadSite', error: new Error('500') },
  { type: 'RETRY' },
  { type: 'REFRESH' },
  { type: 'xstate.done.actor.refreshSite', output: renamed },
  { type: 'xstate.done.actor.refreshSite', output: null },
  { type: 'xstate.error.actor.refreshSite', error: new Error('500') },
];

const paths = getShortestPaths(siteDetailMachine, {
  input: { siteId: 42 },
  events: events as SiteDetailEvent[],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.site?.name ?? null]),
});

afterEach(() => notifications.clean());

describe('site detail loader machine, replayed through SiteDetailView', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(['"failed"', '"loading"', '"notFound"', '{"loaded":"idle"}', '{"loaded":"refreshing"}']);
  });

  for (const path of paths) {
    const description = ['start', ...path.steps.slice(1).map(({ event }) => event.type.replace('xstate.', ''))].join(' > ');
    it(`${description} -> ${JSON.stringify(path.state.value)}`, async () => {
      const user = userEvent.setup();
      const load = deferredCalls<LoadedSite, LoadSiteInput>();
      const services = stubSiteDetailServices({
        loadSite: (input) => load.start(input),
        // A saved addon is the page's way to ask for a refresh.
        saveAddon: async (input) => ({ id: input.addonId, name: 'Flowers', setup: input.checked, committed: false }),
      });
      render(
        <StoryRouter path="/sites/id/42">
          <SiteDetailProviders services={services}>
            <SiteDetailView siteId={42} viewer={{ id: 1, role: 'admin', name: 'Ada Admin' }}>
              <SiteDetailsTab />
            </SiteDetailView>
          </SiteDetailProviders>
        </StoryRouter>,
      );

      let reads = 1;
      for (const { event, state } of path.steps) {
        const modelEvent = event as ModelEvent;
        if (modelEvent.type === 'REFRESH' || modelEvent.type === 'RETRY') reads += 1;
        switch (modelEvent.type) {
          case 'xstate.done.actor.loadSite':
          case 'xstate.done.actor.refreshSite':
            await act(async () => load.last().resolve(modelEvent.output));
            break;
          case 'xstate.error.actor.loadSite':
          case 'xstate.error.actor.refreshSite':
            await act(async () => load.last().reject(modelEvent.error));
            break;
          case 'RETRY':
            await user.click(screen.getByRole('button', { name: 'Retry' }));
            break;
          case 'REFRESH':
            await user.click(screen.getByRole('checkbox', { name: 'Setup: Flowers' }));
            break;
        }

        const shownName = state.context.site?.name;
        switch (JSON.stringify(state.value)) {
          case '"loading"':
            expect(screen.getByLabelText('Loading site')).toHaveAttribute('aria-busy', 'true');
            expect(load.calls.at(-1)?.input).toEqual({ siteId: 42 });
            break;
          case '{"loaded":"idle"}':
            expect(await screen.findByRole('heading', { name: String(shownName) })).toBeInTheDocument();
            await waitFor(() => expect(document.title).toBe(`42 ${String(shownName)} | Website Admin`));
            break;
          case '{"loaded":"refreshing"}':
            // The page keeps what it has while it reads the site again.
            await waitFor(() => expect(load.calls).toHaveLength(reads));
            expect(screen.getByRole('heading', { name: String(shownName) })).toBeInTheDocument();
            break;
          case '"notFound"':
            expect(await screen.findByRole('heading', { name: 'Site not found' })).toBeInTheDocument();
            break;
          case '"failed"':
            expect(await screen.findByText('Error retrieving details for site 42')).toBeInTheDocument();
            break;
          default:
            throw new Error(`unexpected state ${JSON.stringify(state.value)}`);
        }
      }
    });
  }
});
