import type { SidebarEntry } from '../navigation/sidebarEntries';

/**
 * Every keyboard shortcut (issue 19), in one place: the handlers bind these hotkeys and the '?'
 * modal lists them, so the two cannot disagree. Hotkeys are written as @mantine/hooks useHotkeys
 * reads them; `keys` is what the modal shows. Shortcuts without a modifier never fire while typing
 * in a field (useHotkeys ignores inputs, textareas, selects and contenteditable); Ctrl/Cmd+K fires
 * everywhere.
 */
export type Shortcut = {
  hotkey: string;
  keys: readonly string[];
  description: string;
  /** The keys are pressed one after the other, not together. */
  sequence?: true;
};

export const paletteShortcut: Shortcut = { hotkey: 'mod+K', keys: ['Ctrl/⌘', 'K'], description: 'Open the command palette' };
export const helpShortcut: Shortcut = { hotkey: 'shift+?', keys: ['?'], description: 'Show keyboard shortcuts' };

/** On a site list. */
export const listShortcuts = {
  search: { hotkey: '/', keys: ['/'], description: 'Search the list' },
  next: { hotkey: 'j', keys: ['j'], description: 'Next row' },
  previous: { hotkey: 'k', keys: ['k'], description: 'Previous row' },
  open: { hotkey: 'Enter', keys: ['Enter'], description: 'Open the site of the row' },
  select: { hotkey: 'x', keys: ['x'], description: 'Select the row' },
} as const satisfies Record<string, Shortcut>;

/** 'g' then a letter goes to a screen; the second key counts within this time. */
export const goToPrefix = 'g';
export const goToWindowMs = 1500;

/** The letter after 'g' for each screen of the sidebar, by its path. */
const goToLetters: Readonly<Record<string, string>> = {
  '/sites/me': 'm',
  '/sites': 'a',
  '/intake': 'n',
  '/launch-schedule': 'l',
  '/sites/unassigned': 'd',
  '/sites/floral-unassigned': 'f',
  '/sites/qa': 'q',
  '/sites/seo': 's',
  '/sites/coaching-sessions': 'c',
  '/scrapes': 'r',
  '/godaddy-tools': 'y',
  '/inbox': 'i',
  // 'i' is the Inbox's: Insights takes the h of its charts, the Audit log the u of aUdit.
  '/insights': 'h',
  '/outbox': 'o',
  '/people': 'p',
  '/settings': 't',
  '/audit': 'u',
};

export type GoToShortcut = Shortcut & { entry: SidebarEntry; letter: string };

/** The 'g' shortcuts of the screens the role can use (its sidebar entries), in sidebar order. */
export const goToShortcuts = (entries: readonly SidebarEntry[]): GoToShortcut[] =>
  entries.flatMap((entry) => {
    const letter = goToLetters[entry.to];
    return letter
      ? [{ entry, letter, hotkey: letter, keys: [goToPrefix, letter], description: `Go to ${entry.label}`, sequence: true as const }]
      : [];
  });

/** The '?' modal's sections, in order. */
export const shortcutSections = (entries: readonly SidebarEntry[]): { title: string; shortcuts: readonly Shortcut[] }[] => [
  { title: 'Anywhere', shortcuts: [paletteShortcut, helpShortcut] },
  { title: 'Go to', shortcuts: goToShortcuts(entries) },
  { title: 'Site lists', shortcuts: Object.values(listShortcuts) },
];
