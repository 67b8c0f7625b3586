import { type HotkeyItem, useDisclosure, useHotkeys } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import type { SidebarEntry } from '../navigation/sidebarEntries';
import { goToPrefix, goToShortcuts, goToWindowMs, helpShortcut } from './keyboardMap';
import { onPage } from './onPage';
import { ShortcutsModal } from './ShortcutsModal';

/**
 * The shortcuts that work on every signed-in screen: '?' shows them all, 'g' then a letter goes to
 * a screen of the role's sidebar. Ctrl/Cmd+K belongs to the command palette; the list keys to the
 * list.
 */
export function GlobalShortcuts({ entries }: { entries: readonly SidebarEntry[] }) {
  const navigate = useNavigate();
  const [helpOpened, help] = useDisclosure(false);
  // When 'g' was pressed; a letter counts only shortly after it, so typing letters alone does nothing.
  const goToArmedAt = useRef<number | null>(null);

  const armed = () => {
    const at = goToArmedAt.current;
    goToArmedAt.current = null;
    return at !== null && Date.now() - at <= goToWindowMs;
  };

  useHotkeys([
    [helpShortcut.hotkey, help.open],
    [
      goToPrefix,
      (event) => {
        goToArmedAt.current = onPage(event) ? Date.now() : null;
      },
    ],
    ...goToShortcuts(entries).map(({ hotkey, entry }): HotkeyItem => [
      hotkey,
      (event) => {
        if (!armed()) return;
        event.preventDefault();
        void navigate({ to: entry.to });
      },
      // A letter on its own is left to the page (and the browser).
      { preventDefault: false },
    ]),
  ]);

  return <ShortcutsModal opened={helpOpened} onClose={help.close} entries={entries} />;
}
