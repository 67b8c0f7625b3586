import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { MyWeek } from '../../domain/api/myWeek.schema';
import type { Viewer } from '../../domain/viewer';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { createSiteChangesStub } from '../../src/testing/siteChangesStub';
import { renderView, ViewWiring } from '../../src/testing/ViewWiring';
import { siteListActorsFixture } from '../../src/views/siteList/fixtures/siteListActors';
import { MyWeekCards } from '../../src/views/siteList/MyWeekCards';
import type { ListSearch } from '../../domain/siteList/listSearch';
import { myWeekMachine } from './myWeek.machine';
import type { SiteListActors } from './siteList.actors';

type Snapshot = SnapshotFrom<typeof myWeekMachine>;

const designer: Viewer = { id: 7, role: 'designer', name: 'Dana Designer' };
const wednesday = '2026-11-25';
const nextWednesday = '2026-12-02';

/** This week: two launches, a site with revisions to fix, nothing ageing. */
const thisWeek: MyWeek = { from: '2026-11-23', to: '2026-11-29', launches: 2, revisions: { waitingFor: 'unfixed', sites: 1 }, ageing: 0 };
/** Next week, as QA would see it: nothing at all. */
const emptyWeek: MyWeek = {
  from: '2026-11-30',
  to: '2026-12-06',
  launches: 0,
  revisions: { waitingFor: 'unverified', sites: 0 },
  ageing: 0,
};

/** Next week after one of its sites changed: a launch moved into it. */
const changedWeek: MyWeek = { ...emptyWeek, launches: 1 };

const weekOf = (snapshot: Snapshot): MyWeek =>
  snapshot.context.input.day === wednesday ? thisWeek : snapshot.matches({ loaded: 'rereading' }) ? changedWeek : emptyWeek;

/** A site the list below shows, once it shows one. */
const listedSite = 501;

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => [
  { type: 'RETRY' },
  // The page stays open into the next day's week.
  { type: 'LOAD', input: { day: snapshot.context.input.day === wednesday ? nextWednesday : wednesday } },
  { type: 'xstate.done.actor.loadMyWeek', output: weekOf(snapshot) },
  { type: 'xstate.error.actor.loadMyWeek', error: new ApiError(0, { error: 'The server could not be reached' }) },
  // The list below shows another page.
  { type: 'WATCH', siteIds: snapshot.context.siteIds.length === 0 ? [listedSite] : [] },
  // A site the list shows changes: only a watched one is heard.
  ...(snapshot.context.siteIds.includes(listedSite) ? [{ type: 'SITES_CHANGED', ids: [listedSite] }] : []),
];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    day: snapshot.context.input.day,
    week: snapshot.context.output,
    siteIds: snapshot.context.siteIds,
  });

// The fewest paths that walk every transition (decision 0585).
const paths = coveringTransitions(
  getShortestPaths(myWeekMachine, {
    input: { week: { day: wednesday }, siteIds: [] },
    events: eventsOf as never,
    serializeState: serialize,
  }),
);

const renderWeek = (search: ListSearch = {}, onSearchChange = vi.fn()) => {
  const stubs = createControlledActors(['loadMyWeek'] as const);
  const siteChanges = createSiteChangesStub();
  const actors: SiteListActors = { ...siteListActorsFixture(), loadMyWeek: stubs.actor('loadMyWeek'), siteChanges: siteChanges.actor };
  const wiring = { actors: { siteList: actors }, viewer: designer };
  const shown = { today: wednesday, siteIds: [] as readonly number[] };
  const cards = () => <MyWeekCards search={search} onSearchChange={onSearchChange} today={shown.today} siteIds={shown.siteIds} />;
  const { rerender } = renderView(cards(), wiring);
  // The same tree renderView renders, so a rerender changes the props only.
  const show = (props: Partial<typeof shown>) => {
    Object.assign(shown, props);
    rerender(<ViewWiring {...wiring}>{cards()}</ViewWiring>);
  };
  return { stubs, siteChanges, show, onSearchChange };
};

const section = () => screen.getByRole('region', { name: 'This week' });

const assertScreen = async (snapshot: Snapshot) => {
  if (snapshot.matches('loading') || snapshot.matches({ loaded: 'rereading' })) {
    await waitFor(() => expect(section()).toHaveAttribute('aria-busy', 'true'));
    // A week read before stays in view while the next day's loads.
    if (snapshot.context.output === null) {
      expect(within(section()).queryAllByRole('button')).toHaveLength(0);
      return;
    }
  } else await waitFor(() => expect(section()).toHaveAttribute('aria-busy', 'false'));
  if (snapshot.matches('failed')) {
    expect(await within(section()).findByText('Unable to load your week')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    return;
  }
  if (snapshot.context.output?.from === '2026-11-23') {
    expect(await within(section()).findByText('Mon 23 Nov – Sun 29 Nov')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Launching this week 2 sites launch this week' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(section()).getByRole('button', { name: 'Revisions to fix 1 site has revisions waiting on you' })).toBeInTheDocument();
    expect(
      within(section()).getByRole('button', { name: 'Ageing 0 None of your sites has been in its status for too long.' }),
    ).toBeInTheDocument();
    return;
  }
  expect(await within(section()).findByText('Mon 30 Nov – Sun 6 Dec')).toBeInTheDocument();
  if (snapshot.context.output?.launches === 1)
    expect(within(section()).getByRole('button', { name: 'Launching this week 1 site launches this week' })).toBeInTheDocument();
  else
    expect(
      within(section()).getByRole('button', { name: 'Launching this week 0 None of your sites launches this week.' }),
    ).toBeInTheDocument();
  expect(within(section()).getByRole('button', { name: 'Revisions to verify 0 No revisions are waiting on you.' })).toBeInTheDocument();
  expect(
    within(section()).getByRole('button', { name: 'Ageing 0 None of your sites has been in its status for too long.' }),
  ).toBeInTheDocument();
};

describe("My Sites' 'This week', replayed through MyWeekCards", () => {
  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(myWeekMachine));
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(description, async () => {
      const user = userEvent.setup({ delay: null });
      const { stubs, siteChanges, show } = renderWeek();
      for (const step of path.steps) {
        const event = step.event;
        if (event.type === 'RETRY') await user.click(screen.getByRole('button', { name: 'Retry' }));
        else if (event.type === 'LOAD') show({ today: (event.input as { day: string }).day });
        else if (event.type === 'WATCH') show({ siteIds: event.siteIds });
        else if (event.type === 'SITES_CHANGED') act(() => siteChanges.emit(event.ids));
        else if (isActorEvent(event)) {
          await waitFor(() => expect(stubs.waiting('loadMyWeek')).toBe(true));
          stubs.settle(event);
        }
        await assertScreen(step.state);
        // While loaded the cards watch exactly the sites the list shows.
        if (step.state.matches({ loaded: 'listening' })) expect(siteChanges.watched()).toEqual([[...step.state.context.siteIds]]);
      }
      // Every read asks for the day shown at the time.
      expect(stubs.calls.loadMyWeek.at(-1)).toEqual(path.state.context.input);
    });
  }

  it('filters the list by a card and keeps the other filters', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderWeek({ query: 'oak' });
    await waitFor(() => expect(first.stubs.waiting('loadMyWeek')).toBe(true));
    first.stubs.settle({ type: 'xstate.done.actor.loadMyWeek', output: thisWeek });
    await user.click(await screen.findByRole('button', { name: /^Revisions to fix/ }));
    expect(first.onSearchChange).toHaveBeenCalledWith({ query: 'oak', card: 'weekRevisions' }, { replace: false });
  });

  it('shows a chosen card pressed; choosing it again shows the whole list', async () => {
    const user = userEvent.setup({ delay: null });
    const { stubs, onSearchChange } = renderWeek({ card: 'weekLaunches' });
    await waitFor(() => expect(stubs.waiting('loadMyWeek')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadMyWeek', output: thisWeek });
    const chosen = await screen.findByRole('button', { name: /^Launching this week/ });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await user.click(chosen);
    expect(onSearchChange).toHaveBeenCalledWith({}, { replace: false });
  });

  it('is not there for a role no site is assigned to', () => {
    renderView(<MyWeekCards search={{}} onSearchChange={vi.fn()} today={wednesday} siteIds={[]} />, {
      actors: { siteList: siteListActorsFixture() },
      viewer: { id: 1, role: 'launch', name: 'Lee Launch' },
    });
    expect(screen.queryByRole('region', { name: 'This week' })).toBeNull();
  });
});
