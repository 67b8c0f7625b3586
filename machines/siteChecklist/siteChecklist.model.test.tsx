import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { SiteChecklist } from '../../domain/api/siteChecklist.schema';
import { type ChecklistType, checklistTypeNames } from '../../domain/siteChecklist/checklistCatalogue';
import { mayTickChecklistType } from '../../domain/siteChecklist/checklistTicking';
import type { Role } from '../../domain/roles';
import type { Viewer } from '../../domain/viewer';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, leafStateIds } from '../../src/testing/modelPaths';
import { createSiteChangesStub } from '../../src/testing/siteChangesStub';
import { renderView } from '../../src/testing/ViewWiring';
import { checklistFixture } from '../../src/views/siteChecklist/checklistFixtures';
import { SiteChecklistPanel } from '../../src/views/siteChecklist/SiteChecklistPanel';
import type { SiteChecklistActors } from './siteChecklist.actors';
import { siteChecklistMachine } from './siteChecklist.machine';

type Snapshot = SnapshotFrom<typeof siteChecklistMachine>;

const fhid = 12;
const failure = new Error('offline');
const tickedBy = { name: 'Dana Designer', when: '2025-03-11T09:30:00.000Z' };

/** The checklist as a colleague's tick of its first item left it. */
const tickedByColleague = (checklist: SiteChecklist): SiteChecklist => ({
  ...checklist,
  categories: checklist.categories.map((category, index) =>
    index === 0
      ? { ...category, items: category.items.map((item, at) => (at === 0 ? { ...item, checked: true, ...tickedBy } : item)) }
      : category,
  ),
});

const itemOne = (snapshot: Snapshot) => snapshot.context.checklist?.categories[0]?.items[0];

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => {
  const { context } = snapshot;
  const item = itemOne(snapshot);
  return [
    { type: 'RETRY' },
    // the role's own type and one it may only read
    { type: 'SET_TYPE', checklistType: context.type === 'design' ? 'qa' : 'design' },
    ...(item ? [{ type: 'TICK', itemId: item.id, checked: !item.checked }] : []),
    { type: 'xstate.done.actor.loadChecklist', output: checklistFixture(context.type as ChecklistType) },
    { type: 'xstate.error.actor.loadChecklist', error: failure },
    // the server answers the tick as it now stands (name = who changed it last)
    ...(item ? [{ type: 'xstate.done.actor.checkItem', output: { ...item, ...tickedBy } }] : []),
    { type: 'xstate.error.actor.checkItem', error: failure },
    // a colleague's change, heard live, and the background re-read it starts
    { type: 'SITES_CHANGED', ids: [fhid] },
    ...(snapshot.matches({ ready: { live: 'rereading' } })
      ? [
          { type: 'xstate.done.actor.reloadChecklist', output: tickedByColleague(checklistFixture(context.type as ChecklistType)) },
          { type: 'xstate.error.actor.reloadChecklist', error: failure },
        ]
      : []),
  ];
};

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, type: snapshot.context.type, item: itemOne(snapshot) ?? null });

const renderPanel = (viewer: Viewer) => {
  const stubs = createControlledActors(['loadChecklist', 'checkItem'] as const);
  const changes = createSiteChangesStub();
  const actors: SiteChecklistActors = {
    loadChecklist: stubs.actor('loadChecklist'),
    checkItem: stubs.actor('checkItem'),
    siteChanges: changes.actor,
  };
  renderView(<SiteChecklistPanel fhid={fhid} />, { actors: { siteChecklist: actors }, viewer });
  return { ...stubs, changes };
};

// The toast store is global: every test starts without toasts.
beforeEach(() => notifications.clean());

const assertScreen = async (snapshot: Snapshot, role: Role) => {
  const { context } = snapshot;
  expect(screen.getByRole('combobox', { name: 'Checklist' })).toHaveValue(checklistTypeNames[context.type as ChecklistType]);
  if (snapshot.matches('loading')) {
    expect(screen.getByLabelText('Loading checklist')).toHaveAttribute('aria-busy', 'true');
    return;
  }
  if (snapshot.matches('error')) {
    expect(await screen.findByText('Unable to load the checklist')).toBeInTheDocument();
    return;
  }
  const ticking = snapshot.matches({ ready: 'ticking' });
  const mayTick = mayTickChecklistType(role, context.type);
  if (ticking) expect(screen.getByLabelText('Saving tick')).toBeInTheDocument();
  else await waitFor(() => expect(screen.queryByLabelText('Saving tick')).toBeNull());
  for (const category of context.checklist?.categories ?? []) {
    const section = screen.getByRole('region', { name: category.name });
    for (const item of category.items) {
      const box = within(section).getByRole('checkbox', { name: item.description });
      await waitFor(() => expect(box).toHaveProperty('checked', item.checked));
      expect(box).toHaveProperty('disabled', !mayTick);
      // While a tick saves the boxes keep their focus (issue 33): marked, not disabled.
      expect(box.getAttribute('aria-disabled')).toBe(ticking ? 'true' : null);
      const row = within(section).getByTestId(`checklist-item-${item.id}`);
      if (item.checked && item.name)
        expect(within(row).getByText(`${item.name} · Mar ${item.when?.slice(8, 10).replace(/^0/, '')}, 2025`)).toBeInTheDocument();
      else expect(within(row).queryByText(/·/)).toBeNull();
    }
  }
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderPanel>, event: AnyEventObject): Promise<void> => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Retry' }));
    case 'SET_TYPE':
      await user.click(screen.getByRole('combobox', { name: 'Checklist' }));
      return user.click(
        await screen.findByRole('option', { name: checklistTypeNames[event.checklistType as keyof typeof checklistTypeNames] }),
      );
    case 'TICK':
      return user.click(screen.getByRole('checkbox', { name: 'Builder project created from the chosen template' }));
    case 'SITES_CHANGED':
      return act(() => stubs.changes.emit(event.ids as number[]));
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      // The background re-read is loadChecklist under another invoke id.
      const settled = { ...event, type: event.type.replace('reloadChecklist', 'loadChecklist') };
      const id = settled.type.split('.')[3] as 'loadChecklist';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      return stubs.settle(settled);
    }
  }
};

describe('site checklist, replayed through SiteChecklistPanel', () => {
  const viewer: Viewer = { id: 5, role: 'designer', name: 'Dana Designer' };
  const { role } = viewer;
  const paths = getShortestPaths(siteChecklistMachine, {
    input: { fhid, role },
    events: eventsOf as never,
    serializeState: serialize,
  });

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(siteChecklistMachine));
  });

  it('reaches every state, and ticks only the types of the role', () => {
    const values = paths.map((path) => JSON.stringify(path.state.value));
    for (const state of [
      '"loading"',
      '"error"',
      JSON.stringify({ ready: { live: 'listening' } }),
      JSON.stringify({ ready: 'ticking' }),
      JSON.stringify({ ready: { live: 'rereading' } }),
    ])
      expect(values).toContain(state);
    // the designer may read the QA checklist but never tick it
    expect(paths.some((path) => path.state.context.type === 'qa' && path.state.matches('ready'))).toBe(true);
    expect(paths.every((path) => !(path.state.context.type === 'qa' && path.state.matches({ ready: 'ticking' })))).toBe(true);
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(description, async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderPanel(viewer);
      for (const step of path.steps) {
        await doEvent(user, stubs, step.event);
        await assertScreen(step.state, role);
        // Issue 18: a saved tick is confirmed with the item's name, a failed one says so (the real actor also logs it).
        // The graph's step events are typed as the machine's own; the actors' answers are strings here.
        const eventType: string = step.event.type;
        if (eventType === 'xstate.done.actor.checkItem') {
          const ticked = step.state.context.checklist?.categories.flatMap((category) => category.items).find((item) => item.id === 1);
          const message = `'Builder project created from the chosen template' ${ticked?.checked ? 'checked' : 'unchecked'}`;
          expect(await screen.findAllByText(message)).not.toHaveLength(0);
        }
        if (eventType === 'xstate.error.actor.checkItem')
          expect(await screen.findAllByText('Unable to update checklist')).not.toHaveLength(0);
      }
      for (const call of stubs.calls.checkItem) expect(call).toMatchObject({ fhid, siteChecklistId: 1 });
    });
  }
});
