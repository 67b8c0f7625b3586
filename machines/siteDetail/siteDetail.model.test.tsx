import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import { createControlledActors } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, leafStateIds } from '../../src/testing/modelPaths';
import { createSiteChangesStub } from '../../src/testing/siteChangesStub';
import { renderView } from '../../src/testing/ViewWiring';
import { siteDetailActorsFixture, siteDetailPageActors } from '../../src/views/siteDetail/fixtures/siteDetailActors';
import { siteDetail, siteDetailLookups } from '../../src/views/siteDetail/fixtures/siteDetails';
import { SiteDetailsTab } from '../../src/views/siteDetail/SiteDetailsTab';
import { SiteDetailView } from '../../src/views/siteDetail/SiteDetailView';
import { siteDetailMachine, type SiteDetailEvent } from './siteDetail.machine';

const site = siteDetail({ id: 42 });
const renamed: SiteDetail = { ...site, name: 'Oakwood Memorial Chapel' };
const notFound = new ApiError(404, { error: 'Site not found' });
const offline = new ApiError(0, { error: 'The server could not be reached' });

type ModelEvent =
  | SiteDetailEvent
  | { type: 'xstate.init' }
  | { type: 'xstate.done.actor.loadSite' | 'xstate.done.actor.refreshSite'; output: SiteDetail }
  | { type: 'xstate.error.actor.loadSite' | 'xstate.error.actor.refreshSite'; error: unknown };

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.loadSite', output: site },
  { type: 'xstate.error.actor.loadSite', error: notFound },
  { type: 'xstate.error.actor.loadSite', error: offline },
  { type: 'RETRY' },
  { type: 'REFRESH' },
  { type: 'SITES_CHANGED', ids: [42] },
  { type: 'xstate.done.actor.refreshSite', output: renamed },
  { type: 'xstate.error.actor.refreshSite', error: notFound },
  { type: 'xstate.error.actor.refreshSite', error: offline },
];

const paths = getShortestPaths(siteDetailMachine, {
  input: { siteId: 42 },
  events: events as SiteDetailEvent[],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.site?.name ?? null]),
});

/** The page with a controlled loadSite; the Details tab's addon saves answer at once, which is how the page asks for a refresh. */
const renderPage = () => {
  const stubs = createControlledActors(['loadSite'] as const);
  const changes = createSiteChangesStub();
  const actors = siteDetailPageActors();
  renderView(
    <SiteDetailView siteId={42}>
      <SiteDetailsTab />
    </SiteDetailView>,
    {
      actors: {
        ...actors,
        siteDetail: { ...siteDetailActorsFixture({ site }), loadSite: stubs.actor('loadSite'), siteChanges: changes.actor },
      },
      lookups: siteDetailLookups,
      path: '/sites/id/42',
    },
  );
  return { ...stubs, changes };
};

beforeEach(() => notifications.clean());

describe('site detail loader machine, replayed through SiteDetailView', () => {
  it('covers every leaf state', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(siteDetailMachine));
  });

  for (const path of paths) {
    const description = ['start', ...path.steps.slice(1).map(({ event }) => event.type.replace('xstate.', ''))].join(' > ');
    it(`${description} -> ${JSON.stringify(path.state.value)}`, async () => {
      const user = userEvent.setup();
      const stubs = renderPage();

      let reads = 1;
      for (const { event, state } of path.steps) {
        const modelEvent = event as ModelEvent;
        switch (modelEvent.type) {
          case 'RETRY':
            reads += 1;
            await user.click(screen.getByRole('button', { name: 'Retry' }));
            break;
          case 'REFRESH':
            reads += 1;
            // Each click flips the Flowers Setup tick; the saved tick asks the page to read the site again.
            await user.click(screen.getByRole('checkbox', { name: 'Setup: Flowers' }));
            break;
          case 'SITES_CHANGED':
            // A colleague's change, heard on the live channel.
            reads += 1;
            act(() => stubs.changes.emit(modelEvent.ids));
            break;
          case 'xstate.init':
            break;
          default:
            // The refresh is the same loadSite call under another invoke id.
            await waitFor(() => expect(stubs.waiting('loadSite')).toBe(true));
            await act(async () => stubs.settle({ ...modelEvent, type: modelEvent.type.replace('refreshSite', 'loadSite') }));
        }

        const shownName = state.context.site?.name;
        switch (JSON.stringify(state.value)) {
          case '"loading"':
            expect(await screen.findByLabelText('Loading site')).toHaveAttribute('aria-busy', 'true');
            await waitFor(() => expect(stubs.calls.loadSite).toHaveLength(reads));
            expect(stubs.calls.loadSite.at(-1)).toEqual({ id: 42 });
            break;
          case '{"loaded":"idle"}':
            expect(await screen.findByRole('heading', { name: String(shownName) })).toBeInTheDocument();
            await waitFor(() => expect(document.title).toBe(`42 ${String(shownName)} | Website Admin`));
            break;
          case '{"loaded":"refreshing"}':
            // The page keeps what it has while it reads the site again.
            await waitFor(() => expect(stubs.calls.loadSite).toHaveLength(reads));
            expect(screen.getByRole('heading', { name: String(shownName) })).toBeInTheDocument();
            break;
          case '"notFound"':
            expect(await screen.findByRole('heading', { name: 'Site not found' })).toBeInTheDocument();
            break;
          case '"failed"':
            expect(await screen.findByText('Error retrieving details for site 42')).toBeInTheDocument();
            expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
            break;
          default:
            throw new Error(`unexpected state ${JSON.stringify(state.value)}`);
        }
      }
    });
  }

  it('reads the site again in the background when the server says it changed, and listens only while it shows one', async () => {
    const stubs = renderPage();
    expect(stubs.changes.watched()).toEqual([]);
    await waitFor(() => expect(stubs.waiting('loadSite')).toBe(true));
    await act(async () => stubs.settle({ type: 'xstate.done.actor.loadSite', output: site }));
    expect(await screen.findByRole('heading', { name: site.name })).toBeInTheDocument();
    expect(stubs.changes.watched()).toEqual([[42]]);

    act(() => stubs.changes.emit([42]));
    await waitFor(() => expect(stubs.calls.loadSite).toHaveLength(2));
    expect(screen.getByRole('heading', { name: site.name })).toBeInTheDocument();
    await act(async () => stubs.settle({ type: 'xstate.done.actor.loadSite', output: renamed }));
    expect(await screen.findByRole('heading', { name: renamed.name })).toBeInTheDocument();
  });
});
