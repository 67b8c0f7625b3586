import type { MachineNotes } from './machineNotes';

export const connectionNotes: MachineNotes = {
  summary: "The 'Reconnecting…' banner of the shell: whether the API answers and whether live updates flow.",
  states: {
    api: 'Whether the API answers (runs beside the live-updates part).',
    'api.reachable': 'The API answers: no banner.',
    'api.unreachable': "The API stopped answering: the 'Reconnecting…' banner shows over the page.",
    'api.unreachable.waiting': 'The banner shows while the next check waits its interval.',
    'api.unreachable.probing': 'The banner shows while the app asks whether the API is back.',
    live: 'Whether live updates flow (runs beside the API part).',
    'live.open': 'Live updates flow: nothing to see.',
    'live.lost': 'The live connection dropped: the banner shows until it reopens.',
  },
};

export const commandPaletteNotes: MachineNotes = {
  summary: 'Ctrl/Cmd+K: a palette to jump to a screen or a site by name, with the sites visited last.',
  states: {
    palette: 'Whether the palette is open (beside the recent-sites part).',
    'palette.closed': 'Nothing shows; Ctrl/Cmd+K or the search button opens the palette.',
    'palette.shown': 'The palette is open with its search field; Escape closes it.',
    'palette.shown.open': 'The search is empty: the screens and the recently visited sites are offered.',
    'palette.shown.searching': 'The person typed: a search for matching sites is under way.',
    'palette.shown.searching.waiting': 'A short pause after typing before the search goes out, so each key does not search.',
    'palette.shown.searching.fetching': 'The search is on its way; a loader shows in the list.',
    'palette.shown.results': 'The matching sites are listed; arrows and Enter open one.',
    'palette.shown.failed': 'The search failed: a message and Retry in the list.',
    recent: 'The recently visited sites (beside the palette part).',
    'recent.loading': 'The recent sites are being read for the empty palette.',
    'recent.idle': 'The recent sites are known; visiting a site puts it first.',
    'recent.saving': 'A visit is being remembered; nothing shows.',
  },
};

export const lookupsNotes: MachineNotes = {
  summary: 'The shared lists (people, statuses, templates…) every screen reads, loaded once by the shell.',
  states: {
    loading: 'The lists are being read; screens that need them show their loaders.',
    ready: 'The lists are there; screens use them.',
    failed: 'The lists could not be read: a message with Retry.',
  },
};

export const preferencesNotes: MachineNotes = {
  summary: 'The user menu’s colour scheme (light, dark, system) and list density, kept per person and remembered by the device.',
  states: {
    loading: 'The menu shows what this device knew while the saved choices are read.',
    ready: 'The menu ticks the saved scheme and density; a choice applies at once.',
    saving: 'A choice shows at once while it is saved; a refused save goes back to the saved choice, with a toast.',
  },
};

export const unreadBadgeNotes: MachineNotes = {
  summary: 'The bell in the top bar: the unread count of the Inbox, read again whenever the live inbox channel says it changed.',
  states: {
    counting: 'The unread count is being read; the bell keeps the last count (none at first).',
    showing: 'The bell shows the unread count (99+ past 99, nothing at none) and opens the Inbox; a failed read keeps the last count.',
  },
};
