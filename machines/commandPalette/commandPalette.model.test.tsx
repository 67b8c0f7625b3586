import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { SiteHit } from '../../domain/commandPalette/siteHit';
import type { Viewer } from '../../domain/viewer';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { PaletteStage } from '../../src/views/commandPalette/testing/PaletteStage';
import type { CommandPaletteActors, PaletteSavedView } from './commandPalette.actors';
import { commandPaletteMachine } from './commandPalette.machine';

type Snapshot = SnapshotFrom<typeof commandPaletteMachine>;

const viewer: Viewer = { id: 7, role: 'designer', name: 'Dana Designer' };
const smith: SiteHit = { id: 1042, name: 'Smith & Sons Funeral Home', apex: 'smithandsons.com', launcher_label: 'In Design' };
const oakwood: SiteHit = { id: 1043, name: 'Oakwood Memorial Chapel', apex: 'oakwoodchapel.com', launcher_label: 'Live' };
const careView: PaletteSavedView = { id: 'v1', name: 'My urgent builds', href: '/sites?urgent=1' };
const failure = new Error('offline');
const debounced = 'xstate.after.searchDebounce.commandPalette.palette.shown.searching.waiting';

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => {
  const { query } = snapshot.context;
  return [
    { type: 'OPEN' },
    { type: 'CLOSE' },
    ...(query === 'smith' ? [] : [{ type: 'TYPE', query: 'smith' }]),
    ...(query === '' ? [] : [{ type: 'TYPE', query: '' }]),
    { type: 'RETRY' },
    { type: 'VISITED', site: smith },
    { type: 'VISITED', site: oakwood },
    { type: debounced },
    { type: 'xstate.done.actor.searchSites', output: [smith] },
    { type: 'xstate.done.actor.searchSites', output: [] },
    { type: 'xstate.error.actor.searchSites', error: failure },
    { type: 'xstate.done.actor.loadRecentSites', output: [oakwood] },
    { type: 'xstate.done.actor.loadRecentSites', output: [] },
    { type: 'xstate.error.actor.loadRecentSites', error: failure },
    { type: 'xstate.done.actor.saveRecentSites', output: undefined },
    { type: 'xstate.error.actor.saveRecentSites', error: failure },
    { type: 'xstate.done.actor.loadSavedViews', output: [careView] },
    { type: 'xstate.error.actor.loadSavedViews', error: failure },
  ];
};

const recentEvents = ['VISITED', 'xstate.done.actor.saveRecentSites', 'xstate.error.actor.saveRecentSites'];

/**
 * The two regions never touch each other's state: the recent sites are explored while the palette
 * is closed (where the page can show another site), the palette with the recent sites settled.
 * Two visits are enough to show the list's order.
 */
const regionsApart = (snapshot: Snapshot, event: AnyEventObject) => {
  const closed = snapshot.matches({ palette: 'closed' });
  if (event.type === 'VISITED') return closed && snapshot.context.recentSites.length < 2;
  if (recentEvents.includes(event.type) || event.type.includes('loadRecentSites')) return closed;
  return snapshot.matches({ recent: 'idle' });
};

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    query: snapshot.context.query,
    sites: snapshot.context.sites.map((site) => site.id),
    recent: snapshot.context.recentSites.map((site) => site.id),
    views: snapshot.context.savedViews.length,
  });

const renderStage = () => {
  const stubs = createControlledActors(['searchSites', 'loadRecentSites', 'saveRecentSites', 'loadSavedViews'] as const);
  const actors: CommandPaletteActors = {
    searchSites: stubs.actor('searchSites'),
    loadRecentSites: stubs.actor('loadRecentSites'),
    saveRecentSites: stubs.actor('saveRecentSites'),
    loadSavedViews: stubs.actor('loadSavedViews'),
  };
  renderView(<PaletteStage sites={[smith, oakwood]} />, { actors: { commandPalette: actors }, viewer, path: '/sites' });
  return stubs;
};

type Stubs = ReturnType<typeof renderStage>;

const paletteBox = () => screen.getByRole('textbox', { name: 'Search sites, screens and actions' });
const palette = () => within(screen.getByRole('dialog', { name: 'Command palette' }));
const siteOption = (site: SiteHit) => `${site.id} ${site.name}`;

const assertScreen = async (snapshot: Snapshot, stubs: Stubs) => {
  const { context } = snapshot;
  if (snapshot.matches({ recent: 'saving' })) {
    expect(stubs.calls.saveRecentSites.at(-1)).toEqual({ userId: viewer.id, sites: context.recentSites });
  }
  if (snapshot.matches({ palette: 'closed' })) {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull());
    return;
  }
  await screen.findByRole('dialog', { name: 'Command palette' });
  expect(paletteBox()).toHaveValue(context.query);
  const optionNames = () =>
    palette()
      .queryAllByRole('option')
      .map((option) => option.getAttribute('aria-label') ?? option.textContent);
  // The role's screens (a designer's sidebar, no Outbox), narrowed to those matching the text typed.
  if (context.query === '') expect(palette().getByRole('option', { name: 'Ready for QA' })).toBeInTheDocument();
  else expect(palette().queryByRole('option', { name: 'Ready for QA' })).toBeNull();
  expect(palette().queryByRole('option', { name: 'Outbox' })).toBeNull();
  // 'smith' names no saved view: the view shows only while the box is empty.
  if (context.savedViews.length > 0 && context.query === '')
    expect(palette().getByRole('option', { name: 'My urgent builds' })).toBeInTheDocument();
  else expect(palette().queryByRole('option', { name: 'My urgent builds' })).toBeNull();

  if (snapshot.matches({ palette: { shown: 'open' } })) {
    const recent = context.recentSites.map(siteOption);
    await waitFor(() => expect(optionNames().slice(0, recent.length)).toEqual(recent));
    if (recent.length > 0) expect(palette().getByText('Recent sites')).toBeInTheDocument();
    else expect(palette().queryByText('Recent sites')).toBeNull();
    return;
  }
  if (snapshot.matches({ palette: { shown: 'searching' } })) {
    expect(await palette().findByText('Searching sites…')).toBeInTheDocument();
    expect(palette().queryByText('Sites')).toBeNull();
    return;
  }
  if (snapshot.matches({ palette: { shown: 'failed' } })) {
    expect(await palette().findByText('Unable to search sites')).toBeInTheDocument();
    expect(palette().getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    return;
  }
  // results
  if (context.sites.length === 0) {
    expect(await palette().findByText(`No sites match “${context.query}”`)).toBeInTheDocument();
    return;
  }
  expect(await palette().findByText('Sites')).toBeInTheDocument();
  expect(optionNames().slice(0, context.sites.length)).toEqual(context.sites.map(siteOption));
};

const doEvent = async (user: UserEvent, stubs: Stubs, event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'OPEN':
      return user.keyboard('{Control>}k{/Control}');
    case 'CLOSE':
      paletteBox().focus();
      return user.keyboard('{Escape}');
    // One change event, not a keystroke each: the machine takes the box's whole value either way.
    case 'TYPE':
      fireEvent.change(paletteBox(), { target: { value: event.query } });
      return;
    case 'RETRY':
      return user.click(palette().getByRole('button', { name: 'Retry' }));
    case 'VISITED':
      return user.click(screen.getByRole('button', { name: `Show site ${(event.site as SiteHit).id}` }));
    case debounced:
      // The pause passes by itself; the search is then asked for.
      await waitFor(() => expect(stubs.waiting('searchSites')).toBe(true));
      return;
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      const id = event.type.split('.')[3] as 'searchSites';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      return stubs.settle(event);
    }
  }
};

describe('command palette, replayed through the palette in the shell', () => {
  const paths = coveringTransitions(
    getShortestPaths(commandPaletteMachine, {
      input: { userId: viewer.id },
      events: eventsOf as never,
      serializeState: serialize,
      filterEvents: regionsApart,
    }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(commandPaletteMachine));
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(description, async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderStage();
      for (const step of path.steps) {
        await doEvent(user, stubs, step.event);
        await assertScreen(step.state, stubs);
      }
      // Every search asks for the text typed, trimmed.
      for (const call of stubs.calls.searchSites) expect(call).toEqual({ query: 'smith' });
    });
  }

  it('runs the action the page on screen lends it, and closes', async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderStage();
    await user.click(screen.getByRole('button', { name: 'Show site 1043' }));
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    expect(palette().getByText('Actions on 1043 Oakwood Memorial Chapel')).toBeInTheDocument();
    fireEvent.change(paletteBox(), { target: { value: 'stage' } });
    await waitFor(() => expect(stubs.waiting('searchSites')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.searchSites', output: [] });
    await user.click(palette().getByRole('option', { name: 'Stage Site' }));
    expect(await screen.findByText('Stage Site ran 1 times')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull());
  });

  it('takes the first choice with Enter and moves with the arrow keys', async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderStage();
    await waitFor(() => expect(stubs.waiting('loadRecentSites')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadRecentSites', output: [] });
    await user.click(screen.getByRole('button', { name: 'Show site 1043' }));
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    // Recent: Oakwood first, then its actions; ArrowDown moves from the site to Stage Site.
    await waitFor(() => expect(palette().getByRole('option', { name: siteOption(oakwood) })).toHaveAttribute('data-combobox-selected'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Stage Site ran 1 times')).toBeInTheDocument();
  });
});
