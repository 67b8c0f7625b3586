import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { SavedView } from '../../domain/api/savedViews.schema';
import { listScreens } from '../../domain/siteList/listScreens';
import type { ListSearch } from '../../domain/siteList/listSearch';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { SavedViewTabs } from '../../src/views/savedViews/SavedViewTabs';
import type { SavedViewsActors } from './savedViews.actors';
import { savedViewsMachine } from './savedViews.machine';

type Snapshot = SnapshotFrom<typeof savedViewsMachine>;

const mine: SavedView = {
  id: 7,
  screen: 'allSites',
  name: 'Live corporate',
  search: { label: 'Live', corporation: 1 },
  sharedRole: null,
  ownerId: 1,
  ownerName: 'Ada Admin',
  mayChange: true,
};
const colleagues: SavedView = {
  ...mine,
  id: 8,
  name: 'QA backlog',
  search: { label: 'Final QA' },
  sharedRole: 'care',
  ownerId: 61,
  ownerName: 'Quinn QA',
  mayChange: false,
};
/** The list shows view 7 with a filter dropped since it was saved: Update is on offer. */
const search: ListSearch = { view: 7, label: 'Live' };
const failure = new ApiError(0, { error: 'The server could not be reached' });
const nameTaken = new ApiError(409, { error: "A view named 'Mine' already exists on this list" });

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => {
  const { context } = snapshot;
  const hasMine = context.views.some((view) => view.id === mine.id);
  return [
    { type: 'RETRY' },
    { type: 'xstate.done.actor.loadViews', output: [mine, colleagues] },
    { type: 'xstate.error.actor.loadViews', error: failure },
    // One view saved per path: a second would only repeat the first.
    ...(context.views.some((view) => view.id === 99) ? [] : [{ type: 'OPEN_SAVE', search: { label: 'Live' } }]),
    ...(hasMine
      ? [
          { type: 'OPEN_RENAME', viewId: mine.id },
          { type: 'UPDATE_VIEW', viewId: mine.id, search: { label: 'Live' } },
          { type: 'ASK_DELETE', viewId: mine.id },
        ]
      : []),
    { type: 'CHANGE_EDITOR', name: context.editor.name === '' ? 'Mine' : '' },
    ...(context.editor.sharedRole === null ? [{ type: 'CHANGE_EDITOR', sharedRole: 'care' }] : []),
    { type: 'SUBMIT' },
    { type: 'CANCEL' },
    { type: 'CONFIRM_DELETE' },
    {
      type: 'xstate.done.actor.createView',
      output: { ...mine, id: 99, name: context.editor.name.trim(), search: context.editor.search, sharedRole: context.editor.sharedRole },
    },
    { type: 'xstate.error.actor.createView', error: nameTaken },
    {
      type: 'xstate.done.actor.changeView',
      output: snapshot.matches({ ready: 'renaming' })
        ? { ...mine, name: context.editor.name.trim(), sharedRole: context.editor.sharedRole }
        : { ...mine, search: context.editor.search },
    },
    { type: 'xstate.error.actor.changeView', error: failure },
    { type: 'xstate.done.actor.deleteView', output: null },
    { type: 'xstate.error.actor.deleteView', error: failure },
  ];
};

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    ids: snapshot.context.views.map((view) => view.id),
    name: snapshot.context.editor.name,
    shared: snapshot.context.editor.sharedRole,
    isNew: snapshot.context.editor.viewId === null,
  });

const renderTabs = () => {
  const stubs = createControlledActors(['loadViews', 'createView', 'changeView', 'deleteView'] as const);
  const actors: SavedViewsActors = {
    loadViews: stubs.actor('loadViews'),
    createView: stubs.actor('createView'),
    changeView: stubs.actor('changeView'),
    deleteView: stubs.actor('deleteView'),
  };
  const onSearchChange = vi.fn();
  renderView(<SavedViewTabs screen={listScreens.allSites} search={search} onSearchChange={onSearchChange} />, {
    actors: { savedViews: actors },
  });
  return { stubs, onSearchChange };
};

const toastCount = (message: string) => screen.queryAllByText(message).length;

beforeEach(() => notifications.clean());

const editorTitle = (snapshot: Snapshot) => (snapshot.context.editor.viewId === null ? 'Save view' : 'Rename view');

const assertScreen = async (snapshot: Snapshot) => {
  const { context } = snapshot;
  if (snapshot.matches('loading')) {
    expect(screen.queryByRole('tablist', { name: 'Saved views' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save view' })).toBeNull();
    return;
  }
  if (snapshot.matches('error')) {
    expect(await screen.findByText('Saved views could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    return;
  }
  const tabs = await screen.findByRole('tablist', { name: 'Saved views' });
  await waitFor(() =>
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', ...context.views.map((view) => view.name)]),
  );
  const shown = context.views.find((view) => view.id === mine.id);
  const showsMine = shown !== undefined;
  expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent(showsMine ? 'Live corporate' : 'All');
  const idle = snapshot.matches({ ready: 'idle' });
  if (shown) {
    // Until the view takes the list's current filters (Update), it differs from them.
    if (shown.search.corporation === undefined) expect(screen.queryByText('Filters changed')).toBeNull();
    else expect(screen.getByText('Filters changed')).toBeInTheDocument();
    const options = screen.getByRole('button', { name: 'View options' });
    if (idle) expect(options).toBeEnabled();
    else expect(options).toBeDisabled();
  } else expect(screen.queryByRole('button', { name: 'View options' })).toBeNull();
  const save = screen.getByRole('button', { name: 'Save view' });
  if (idle) expect(save).toBeEnabled();
  else expect(save).toBeDisabled();

  const inEditor = (['editing', 'saving', 'renaming'] as const).some((state) => snapshot.matches({ ready: state }));
  if (inEditor) {
    const dialog = await screen.findByRole('dialog', { name: editorTitle(snapshot) });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(context.editor.name);
    expect(within(dialog).getByRole('combobox', { name: 'Share with' })).toHaveValue(
      context.editor.sharedRole === 'care' ? 'QA' : 'Only me',
    );
    const submit = within(dialog).getByRole('button', { name: 'Save' });
    if (snapshot.matches({ ready: 'editing' })) expect(submit).not.toHaveAttribute('data-loading');
    else expect(submit).toHaveAttribute('data-loading');
  } else await waitFor(() => expect(screen.queryByRole('dialog', { name: /Save view|Rename view/ })).toBeNull());

  const deleting = snapshot.matches({ ready: 'confirmingDelete' }) || snapshot.matches({ ready: 'deleting' });
  if (deleting) {
    const dialog = await screen.findByRole('dialog', { name: 'Delete view' });
    expect(within(dialog).getByText("Delete the view 'Live corporate'?")).toBeInTheDocument();
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    if (snapshot.matches({ ready: 'deleting' })) {
      expect(remove).toHaveAttribute('data-loading');
      expect(cancel).toBeDisabled();
    } else {
      expect(remove).not.toHaveAttribute('data-loading');
      expect(cancel).toBeEnabled();
    }
  } else await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete view' })).toBeNull());
};

const toastFor = (snapshot: Snapshot, event: AnyEventObject): string | null => {
  switch (event.type) {
    case 'xstate.done.actor.createView':
      return 'View saved';
    case 'xstate.error.actor.createView':
      return "A view named 'Mine' already exists on this list";
    case 'xstate.done.actor.changeView':
      return snapshot.matches({ ready: 'renaming' }) ? 'View saved' : 'View updated';
    case 'xstate.error.actor.changeView':
      return snapshot.matches({ ready: 'renaming' }) ? 'Unable to save the view' : 'Unable to update the view';
    case 'xstate.done.actor.deleteView':
      return 'View deleted';
    case 'xstate.error.actor.deleteView':
      return 'Unable to delete the view';
    default:
      return null;
  }
};

const menuItem = async (user: UserEvent, name: string) => {
  await user.click(screen.getByRole('button', { name: 'View options' }));
  await user.click(await screen.findByRole('menuitem', { name }));
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderTabs>['stubs'], event: AnyEventObject, before: Snapshot) => {
  const dialog = (name: string) => screen.getByRole('dialog', { name });
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Try again' }));
    case 'OPEN_SAVE':
      return user.click(screen.getByRole('button', { name: 'Save view' }));
    case 'OPEN_RENAME':
      return menuItem(user, 'Rename or share');
    case 'UPDATE_VIEW':
      return menuItem(user, 'Update with current filters');
    case 'ASK_DELETE':
      return menuItem(user, 'Delete view');
    case 'CHANGE_EDITOR': {
      const editor = dialog(editorTitle(before));
      if (event.name !== undefined)
        return fireEvent.change(within(editor).getByRole('textbox', { name: 'Name' }), { target: { value: event.name } });
      await user.click(within(editor).getByRole('combobox', { name: 'Share with' }));
      return user.click(await screen.findByRole('option', { name: 'QA' }));
    }
    case 'SUBMIT':
      return fireEvent.submit(
        within(dialog(editorTitle(before)))
          .getByRole('textbox', { name: 'Name' })
          .closest('form') as HTMLFormElement,
      );
    case 'CANCEL':
      return user.click(
        within(dialog(before.matches({ ready: 'confirmingDelete' }) ? 'Delete view' : editorTitle(before))).getByRole('button', {
          name: 'Cancel',
        }),
      );
    case 'CONFIRM_DELETE':
      return user.click(within(dialog('Delete view')).getByRole('button', { name: 'Delete' }));
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      const id = event.type.split('.')[3] as 'loadViews';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      return stubs.settle(event);
    }
  }
};

describe('saved views, replayed through SavedViewTabs', () => {
  const paths = coveringTransitions(
    getShortestPaths(savedViewsMachine, {
      input: { screen: 'allSites', linkedViewId: null },
      events: eventsOf as never,
      serializeState: serialize,
    }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(savedViewsMachine));
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(description, async () => {
      const user = userEvent.setup({ delay: null });
      const { stubs, onSearchChange } = renderTabs();
      let before: Snapshot | undefined;
      for (const step of path.steps) {
        const event = step.event as AnyEventObject;
        const toast = before ? toastFor(before, event) : null;
        const count = toast ? toastCount(toast) : 0;
        if (before) await doEvent(user, stubs, event, before);
        if (toast) await waitFor(() => expect(toastCount(toast)).toBe(count + 1));
        // A view just saved is shown; the one shown, deleted, is shown no more.
        if (event.type === 'xstate.done.actor.createView') {
          await waitFor(() =>
            expect(onSearchChange).toHaveBeenLastCalledWith({ ...(event.output as SavedView).search, view: 99 }, { replace: false }),
          );
        }
        if (event.type === 'xstate.done.actor.deleteView') {
          await waitFor(() => expect(onSearchChange).toHaveBeenLastCalledWith({ label: 'Live', view: undefined }, { replace: true }));
        }
        await assertScreen(step.state);
        before = step.state;
      }
    });
  }

  it('opens the view a link names once the views are loaded', async () => {
    const onSearchChange = vi.fn();
    const stubs = createControlledActors(['loadViews'] as const);
    renderView(<SavedViewTabs screen={listScreens.allSites} search={{ view: 8 }} onSearchChange={onSearchChange} />, {
      actors: { savedViews: { ...({} as SavedViewsActors), loadViews: stubs.actor('loadViews') } },
    });
    await waitFor(() => expect(stubs.waiting('loadViews')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadViews', output: [mine, colleagues] });
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ label: 'Final QA', view: 8 }, { replace: false }));
  });

  it('says so when a link names a view the viewer may not see, and drops it from the address', async () => {
    const onSearchChange = vi.fn();
    const stubs = createControlledActors(['loadViews'] as const);
    renderView(<SavedViewTabs screen={listScreens.allSites} search={{ view: 12 }} onSearchChange={onSearchChange} />, {
      actors: { savedViews: { ...({} as SavedViewsActors), loadViews: stubs.actor('loadViews') } },
    });
    await waitFor(() => expect(stubs.waiting('loadViews')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadViews', output: [mine] });
    expect(await screen.findByText('This saved view does not exist or is not shared with you')).toBeInTheDocument();
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ view: undefined }, { replace: true }));
  });
});
