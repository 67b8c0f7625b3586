import { Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { commandPaletteMachine } from '../../../machines/commandPalette/commandPalette.machine';
import { usePaletteCommands } from '../../wiring/paletteCommands';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { paletteShortcut } from '../keyboard/keyboardMap';
import type { SidebarEntry } from '../navigation/sidebarEntries';
import { lazyWithPreload } from '../shared/lazyWithPreload';
import { MountOnOpen } from '../shared/MountOnOpen';

const CommandPaletteDialog = lazyWithPreload(() => import('./CommandPaletteDialog').then((module) => module.CommandPaletteDialog));
const preloadDialog = () => void CommandPaletteDialog.preload();

type Props = {
  /** The screens the role can use: its sidebar. */
  entries: readonly SidebarEntry[];
};

/**
 * The command palette (issue 19): Ctrl/Cmd+K anywhere, or the header's Search button. Jumps to a
 * site (recent ones while the box is empty, the server's matches as you type), a saved view, a
 * screen of the role's sidebar, or runs an action the page on screen offers (the same one its
 * button runs). Arrow keys move, Enter picks, Escape closes.
 */
export function CommandPalette({ entries }: Props) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const { site: currentSite, actions } = usePaletteCommands();
  const [snapshot, send] = useWorkflowMachine('commandPalette', commandPaletteMachine, { input: { userId: viewer.id } });

  // No tags ignored: the palette opens from inside a field too.
  useHotkeys([[paletteShortcut.hotkey, () => send({ type: 'OPEN' })]], []);

  useEffect(() => {
    if (currentSite) send({ type: 'VISITED', site: currentSite });
  }, [currentSite, send]);

  const shown = snapshot.matches({ palette: 'shown' });
  const { savedViews } = snapshot.context;

  const pick = (value: string) => {
    const [kind, id] = [value.slice(0, value.indexOf(':')), value.slice(value.indexOf(':') + 1)];
    send({ type: 'CLOSE' });
    if (kind === 'site') void navigate({ to: '/sites/id/$id', params: { id } });
    if (kind === 'view') {
      const view = savedViews.find((entry) => entry.id === id);
      if (view) void navigate({ href: view.href });
    }
    if (kind === 'screen') void navigate({ to: id });
    if (kind === 'action') actions.find((action) => action.id === id)?.run();
  };

  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconSearch size={16} />}
        rightSection={<Kbd size="xs">Ctrl K</Kbd>}
        onClick={() => send({ type: 'OPEN' })}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        visibleFrom="sm"
      >
        Search
      </Button>
      <MountOnOpen opened={shown}>
        {(opened) => (
          <CommandPaletteDialog
            opened={opened}
            snapshot={snapshot}
            send={send}
            entries={entries}
            currentSite={currentSite}
            actions={actions}
            onPick={pick}
          />
        )}
      </MountOnOpen>
    </>
  );
}
