import { Alert, Button, Group, Skeleton, Tabs, Text } from '@mantine/core';
import { memo, useEffect, useRef } from 'react';
import * as v from 'valibot';
import type { SavedView } from '../../../domain/api/savedViews.schema';
import { linkedViewId, searchOfView, searchToSave, showsView } from '../../../domain/savedViews/viewSearch';
import type { ListScreen } from '../../../domain/siteList/listScreens';
import { listSearchSchema, type ListSearch } from '../../../domain/siteList/listSearch';
import { savedViewsMachine } from '../../../machines/savedViews/savedViews.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { ViewEditorModal } from './ViewEditorModal';
import { ConfirmModal } from '../shared/ConfirmModal';
import { Menu } from '../shared/overlays/Menu';

export type SavedViewTabsProps = {
  screen: ListScreen;
  search: ListSearch;
  onSearchChange: (next: ListSearch, how: { replace: boolean }) => void;
};

/** 'All' is the list without a view. */
const allTab = 'all';

/** A shared view disappears for its whole role, which the question says. */
const deleteViewMessage = (view: SavedView | undefined): string =>
  view ? `Delete the view '${view.name}'?${view.sharedRole ? ' Everyone it is shared with loses it too.' : ''}` : '';

/**
 * The saved views of a list, as tabs above it (issue 19): 'All', then each view the viewer may see
 * (their own and those shared with their role). A tab shows its view's filters and sort through
 * the URL, so a view's link opens it for anyone allowed. Save view keeps the current search under
 * a name; the open view's menu renames, updates or deletes it for its owner (or an admin).
 * Memoised: the list renders again at each step of reading a page, which leaves its search as it was.
 */
export const SavedViewTabs = memo(function SavedViewTabs({ screen, search, onSearchChange }: SavedViewTabsProps) {
  const [snapshot, send, actorRef] = useWorkflowMachine('savedViews', savedViewsMachine, {
    input: { screen: screen.id, linkedViewId: linkedViewId(search) },
  });
  const { context } = snapshot;

  // The latest search and callback for the machine's emitted events, without resubscribing on every render.
  const latest = useRef({ search, onSearchChange });
  latest.current = { search, onSearchChange };
  useEffect(() => {
    const opened = actorRef.on('opened', ({ view }) =>
      latest.current.onSearchChange(v.parse(listSearchSchema, searchOfView(view)), { replace: false }),
    );
    const closed = actorRef.on('closed', ({ viewId }) => {
      const now = latest.current.search;
      if (now.view === viewId) latest.current.onSearchChange({ ...now, view: undefined }, { replace: true });
    });
    return () => {
      opened.unsubscribe();
      closed.unsubscribe();
    };
  }, [actorRef]);

  // The row's height, kept while the views load, so the list below does not jump when they come.
  if (snapshot.matches('loading')) return <Skeleton height={34} width={56} radius="md" aria-hidden />;
  if (snapshot.matches('error')) {
    return (
      <Alert color="red" title="Saved views could not be loaded.">
        <Button size="xs" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
          Try again
        </Button>
      </Alert>
    );
  }

  const active: SavedView | undefined = context.views.find((view) => view.id === search.view);
  const open = (value: string | null) => {
    const view = context.views.find((each) => String(each.id) === value);
    onSearchChange(view ? v.parse(listSearchSchema, searchOfView(view)) : {}, { replace: false });
  };
  const busy = !snapshot.matches({ ready: 'idle' });

  return (
    <Group gap="sm" justify="space-between">
      <Tabs value={active ? String(active.id) : allTab} onChange={open} variant="pills">
        <Tabs.List aria-label="Saved views">
          <Tabs.Tab value={allTab}>All</Tabs.Tab>
          {context.views.map((view) => (
            <Tabs.Tab key={view.id} value={String(view.id)} title={view.sharedRole ? `Shared by ${view.ownerName}` : undefined}>
              {view.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="xs" wrap="nowrap">
        {active && !showsView(search, active) && (
          <Text size="xs" c="dimmed">
            Filters changed
          </Text>
        )}
        {active?.mayChange && (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button size="xs" variant="default" disabled={busy}>
                View options
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                disabled={showsView(search, active)}
                onClick={() => send({ type: 'UPDATE_VIEW', viewId: active.id, search: searchToSave(search) })}
              >
                Update with current filters
              </Menu.Item>
              <Menu.Item onClick={() => send({ type: 'OPEN_RENAME', viewId: active.id })}>Rename or share</Menu.Item>
              <Menu.Item color="red.9" onClick={() => send({ type: 'ASK_DELETE', viewId: active.id })}>
                Delete view
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
        <Button size="xs" variant="light" disabled={busy} onClick={() => send({ type: 'OPEN_SAVE', search: searchToSave(search) })}>
          Save view
        </Button>
      </Group>
      <ViewEditorModal
        opened={snapshot.matches({ ready: 'editing' }) || snapshot.matches({ ready: 'saving' }) || snapshot.matches({ ready: 'renaming' })}
        editor={context.editor}
        saving={snapshot.matches({ ready: 'saving' }) || snapshot.matches({ ready: 'renaming' })}
        onChange={(change) => send({ type: 'CHANGE_EDITOR', ...change })}
        onSubmit={() => send({ type: 'SUBMIT' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      <ConfirmModal
        opened={snapshot.matches({ ready: 'confirmingDelete' }) || snapshot.matches({ ready: 'deleting' })}
        title="Delete view"
        message={deleteViewMessage(context.views.find((view) => view.id === context.target))}
        actionText="Delete"
        tone="danger"
        pending={snapshot.matches({ ready: 'deleting' })}
        onConfirm={() => send({ type: 'CONFIRM_DELETE' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </Group>
  );
});
