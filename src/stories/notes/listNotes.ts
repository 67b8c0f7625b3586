import type { MachineNotes } from './machineNotes';

export const siteListNotes: MachineNotes = {
  summary: 'A page of a site list (All Sites, My Sites, the Ready for … queues, SEO), kept up to date while it is open.',
  states: {
    loading: 'Three placeholder rows while the page of sites is read.',
    loaded: 'The rows of the page with their filters, sorting and paging; a site can be opened, assigned or dated from its row.',
    'loaded.listening': 'The rows show and the list waits for changes to any site.',
    'loaded.rereading': 'A site changed elsewhere: the rows stay while the page is read again.',
    arrived: 'The answer arrived; the list decides whether it has rows (a passing moment).',
    empty: 'No site matches: the empty message, with a way to clear the filters when some are set.',
    error: 'The list could not be read: a message and Retry.',
  },
};

export const myStatsNotes: MachineNotes = {
  summary: "The My Sites cards above a designer's list: their counts.",
  states: {
    loading: 'The cards show placeholders while the counts are read.',
    loaded: 'The cards show the counts.',
    failed: 'The counts could not be read: the cards say so, with Retry.',
  },
};

export const myWeekNotes: MachineNotes = {
  summary:
    "My Sites' 'This week' cards: the person's launches this week, revisions waiting on them and their ageing sites; a card filters the list.",
  states: {
    loading: 'The cards show placeholders while the week is read.',
    loaded: 'The cards show the counts; choosing one filters the list below to those sites.',
    'loaded.listening': 'The counts are current; a change to a site the list below shows reads the week again.',
    'loaded.rereading': 'A site on the list changed: the week is read again, the counts staying on screen, marked busy.',
    failed: "The week could not be read: 'Unable to load your week' with Retry; the list below still works.",
  },
};

export const savedViewsNotes: MachineNotes = {
  summary: 'The tabs of saved views above a list: open, save, rename, update and delete a view.',
  states: {
    loading: 'The tabs are being read; a placeholder shows.',
    error: 'The views could not be read: a message and Retry.',
    ready: 'The tabs show; one is active when the filters match it.',
    'ready.opening':
      'The page opened with a view in its address: the view is found (or a message says it no longer exists) (a passing moment).',
    'ready.idle': 'The tabs and the view menu: save the current filters as a view, rename, update or delete one the person may change.',
    'ready.editing': 'The name dialog is open (new view or rename); Save or Cancel.',
    'ready.saving': 'A new view is being saved; the dialog shows it is working.',
    'ready.renaming': 'A rename is being saved; the dialog shows it is working.',
    'ready.updating': "The view's filters are being replaced by the current ones.",
    'ready.confirmingDelete': 'The confirm dialog asks whether to delete the view.',
    'ready.deleting': 'The view is being deleted; the confirm button shows it is working.',
  },
};

export const bulkActionsNotes: MachineNotes = {
  summary: 'Row selection in a list and one change applied to many sites.',
  states: {
    idle: 'Rows can be ticked; with a selection the bar offers an action and Apply, and Select all matching.',
    selectingMatching: 'Every site matching the filters is being selected; the bar shows it is working.',
    confirming: 'The confirm dialog names the action and how many sites it changes.',
    applying: 'The change is being applied; the confirm button shows it is working.',
    reported: 'A report of what changed and what was refused, to dismiss.',
  },
};

export const assignmentNotes: MachineNotes = {
  summary: 'The person dropdown of a row or of the side panel: assign a designer (or another role) to a site.',
  states: {
    idle: 'The dropdown shows who is assigned; picking a person assigns them.',
    pending: 'The assignment is being saved; the dropdown shows it is working.',
    done: 'Saved: the dropdown shows the new person and a toast confirms.',
    warned: 'Saved, with a warning the server gave (for example a busy designer), shown as a toast.',
    failed: 'Not saved: the dropdown goes back and a toast gives the reason.',
  },
};

export const launchScheduleNotes: MachineNotes = {
  summary: 'The launch-date control and its modal: pick a day, give a reason when moving it, and save.',
  states: {
    editing: 'The modal with the calendar (launches per day), the reason and the note; Save.',
    validating: 'The date is being checked against the rules and the day’s capacity.',
    'validating.checkingRules':
      'The rules of the chosen date are checked (a passing moment); a broken rule returns to the form with its message.',
    'validating.checkingAvailability': 'The chosen day is being checked for room; a full day returns to the form with its message.',
    submitting: 'The date is being saved; the button shows it is working.',
    failed: 'Not saved: the reason shows in the modal and the person may change the date and try again.',
    done: 'Saved: the modal closes and the new date shows.',
  },
};

export const launchCountsNotes: MachineNotes = {
  summary: 'Launches per day over the month the calendar shows.',
  states: {
    loading: 'The month shows without counts while they are read.',
    loaded: 'Each day shows its number of launches.',
    failed: 'The counts could not be read: a message and Retry.',
  },
};

export const dayLaunchesNotes: MachineNotes = {
  summary: 'The sites launching on the day picked in the calendar.',
  states: {
    loading: 'The day’s list shows a loader.',
    loaded: 'The sites launching that day, each linking to its page.',
    failed: 'The day could not be read: a message and Retry.',
  },
};

export const markCoachedNotes: MachineNotes = {
  summary: 'Ready for Coaching: mark a coaching session held, with a note.',
  states: {
    closed: 'The row shows its Mark coached button.',
    editing: 'The modal with the note; Save or Close.',
    saving: 'The session is being recorded; the button shows it is working.',
    done: 'Recorded: the modal closes and a toast confirms.',
    failed: 'Not recorded: the modal stays with the reason; the person may edit and save again.',
  },
};
