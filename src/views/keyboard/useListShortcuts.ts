import { type HotkeyItem, useHotkeys } from '@mantine/hooks';
import { type RefObject, useState } from 'react';
import { listShortcuts } from './keyboardMap';
import { onControl, onPage } from './onPage';

type Options<Row> = {
  /** The rows on screen, or null while they load. */
  rows: readonly Row[] | null;
  /** The list's search box, for '/'. */
  searchRef: RefObject<HTMLInputElement | null>;
  onOpen: (row: Row) => void;
  onSelect: (row: Row) => void;
};

/**
 * A list's keys (issue 19): '/' focuses its search, j and k move a focus through the rows, Enter
 * opens the focused row's site, x selects it. Returns the focused row's index, or null before the
 * first j or k and after the rows change (another page, another filter).
 */
export function useListShortcuts<Row>({ rows, searchRef, onOpen, onSelect }: Options<Row>): number | null {
  const [focus, setFocus] = useState<{ rows: readonly Row[] | null; index: number | null }>({ rows, index: null });
  const index = focus.rows === rows ? focus.index : null;
  const count = rows?.length ?? 0;
  const focused = index === null ? undefined : rows?.[index];

  const move = (step: 1 | -1) => (event: KeyboardEvent) => {
    if (!onPage(event) || count === 0) return;
    event.preventDefault();
    const next = index === null ? (step === 1 ? 0 : count - 1) : Math.min(Math.max(index + step, 0), count - 1);
    setFocus({ rows, index: next });
  };
  const onFocused = (act: (row: Row) => void) => (event: KeyboardEvent) => {
    if (!onPage(event) || onControl(event) || focused === undefined) return;
    event.preventDefault();
    act(focused);
  };

  // Each handler prevents the key's default itself, and only when it acts: a key it leaves alone
  // still does what it does elsewhere.
  const hotkeys: HotkeyItem[] = [
    [
      listShortcuts.search.hotkey,
      (event) => {
        if (!onPage(event)) return;
        event.preventDefault();
        searchRef.current?.focus();
      },
    ],
    [listShortcuts.next.hotkey, move(1)],
    [listShortcuts.previous.hotkey, move(-1)],
    [listShortcuts.open.hotkey, onFocused(onOpen)],
    [listShortcuts.select.hotkey, onFocused(onSelect)],
  ];
  useHotkeys(hotkeys.map(([hotkey, handler]) => [hotkey, handler, { preventDefault: false }]));
  return index;
}
