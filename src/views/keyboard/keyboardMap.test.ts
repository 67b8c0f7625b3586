import { describe, expect, it } from 'vitest';
import { roles } from '../../../domain/roles';
import { sidebarEntriesFor } from '../navigation/sidebarEntries';
import { goToShortcuts, listShortcuts } from './keyboardMap';

describe('the keyboard map', () => {
  it.each(roles)("gives every screen of the %s sidebar its own 'g' letter, none a list key", (role) => {
    const entries = sidebarEntriesFor(role);
    const letters = goToShortcuts(entries).map((shortcut) => shortcut.letter);
    expect(goToShortcuts(entries).map((shortcut) => shortcut.entry.label)).toEqual(entries.map((entry) => entry.label));
    expect(new Set(letters).size).toBe(letters.length);
    const listKeys: string[] = Object.values(listShortcuts).map((shortcut) => shortcut.hotkey);
    expect(letters.filter((letter) => listKeys.includes(letter))).toEqual([]);
  });
});
