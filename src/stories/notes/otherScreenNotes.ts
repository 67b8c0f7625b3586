import type { MachineNotes } from './machineNotes';

export const intakeNotes: MachineNotes = {
  summary:
    'The New Website intake wizard: funeral home, template, design and additional details, then the site is created with its images and card.',
  states: {
    wizard: 'The four steps and the submission (beside the templates, logo and dialog parts).',
    'wizard.fh': 'Step 1, the funeral home: name, addresses, locations, shops; Next when the step is valid.',
    'wizard.template': 'Step 2, the template: pick one of the templates; Back or Next.',
    'wizard.design': 'Step 3, design: colours, logo and images; Back or Next.',
    'wizard.additional': 'Step 4, additional details; Back, or Submit when the whole form is valid.',
    'wizard.submitting': 'The site is being created: a progress list shows each step.',
    'wizard.submitting.creatingSite': 'The site is being created.',
    'wizard.submitting.uploading': 'The images are being uploaded one by one.',
    'wizard.submitting.creatingCard': 'The project card is being created.',
    'wizard.submitting.failed': 'An upload or the card failed: the reason and Retry (which resumes where it stopped).',
    'wizard.done': 'The site exists: a success message and a link to its page.',
    templates: 'The list of templates (beside the wizard).',
    'templates.loading': 'The template step shows placeholders while the templates are read.',
    'templates.loaded': 'The templates show as cards to pick.',
    'templates.failed': 'The templates could not be read: a message and Retry.',
    logo: 'The logo taken from the funeral home’s current site (beside the wizard).',
    'logo.none': 'No logo shown yet.',
    'logo.loading': 'The current site’s logo is being fetched; a loader shows.',
    'logo.shown': 'The logo found on the current site shows for approval.',
    dialog: 'The location, shop and firm-search dialogs (beside the wizard).',
    'dialog.closed': 'No dialog open; locations and shops can be added or removed.',
    'dialog.location': 'The location dialog (address, cemetery); Save or Close.',
    'dialog.shop': 'The flower shop dialog; Save or Close.',
    'dialog.searching': 'The funeral home is being looked up in the builder; a loader shows.',
    'dialog.hangOn': "'Hang on': the firm has no builder site yet (or was not found); Close.",
  },
};

export const builderProjectNotes: MachineNotes = {
  summary: "/create: start the builder's project for a site from a template and follow it.",
  states: {
    checking: 'The address and role are checked (a passing moment).',
    noFhid: 'No site was named in the address: a message.',
    notAllowed: 'The role may not create projects: a message.',
    loading: 'A loader while the site’s details are read.',
    loadFailed: 'The details could not be read: a message and Retry.',
    loaded: 'The details arrived (a passing moment).',
    hasProject: 'The site already has a project: a link to it.',
    choosing: 'The templates to start from; choosing one starts the project (a failure shows here with its reason).',
    starting: 'The project is being started; a loader shows.',
    running: 'The project is being built: its progress shows live.',
    created: 'The project exists: a success message and its link.',
  },
};

export const builderLinkNotes: MachineNotes = {
  summary: '/link: link a site to an existing builder project, or unlink it.',
  states: {
    ready: 'The project id field with Link (and Unlink when linked).',
    'ready.clean': 'The form without a message.',
    'ready.networkFailed': 'No answer: an alert to dismiss, the form stays.',
    linking: 'The link is being made; the button shows it is working.',
    unlinking: 'The link is being removed; the button shows it is working.',
    refused: 'The builder refused the id: the reason and Enter a different id.',
    linked: 'Linked: a success message.',
    unlinked: 'Unlinked: a success message.',
  },
};

export const pageSeoNotes: MachineNotes = {
  summary: "A site's pages and their SEO titles and descriptions: edit, apply a city preset, ask AI for a description.",
  states: {
    loading: 'A loader while the pages are read.',
    failed: 'The pages could not be read: a message and Retry.',
    ready: 'The pages table with the editor, the preset usage and the AI helper.',
    'ready.editor': 'The titles and descriptions (beside usage and AI).',
    'ready.editor.editing':
      'Each page’s title and description to edit, with their length meters; Save, Discard, a preset to apply, drafts to restore.',
    'ready.editor.saving': 'The changes are being saved; Save shows it is working.',
    'ready.editor.applyingPreset': 'The city preset is being applied; the table shows it is working.',
    'ready.usage': 'How many sites use the city preset.',
    'ready.usage.checking': 'Whether the site has a city and state (a passing moment).',
    'ready.usage.noCity': 'No city and state on the site: the preset is not offered, and the panel says why.',
    'ready.usage.loading': 'The usage is being read; a loader shows.',
    'ready.usage.loaded': 'The number of sites using the preset.',
    'ready.usage.unavailable': 'The usage could not be read: a short message.',
    'ready.ai': 'The AI description helper.',
    'ready.ai.closed': 'The Ask AI button where AI is offered.',
    'ready.ai.writing': 'AI is writing a description; the preview shows it is working.',
    'ready.ai.previewing': 'The suggestion (or the failure) to edit; Save it to the page or Close.',
  },
};

export const domainSearchNotes: MachineNotes = {
  summary: 'GoDaddy Tools: is a domain available?',
  states: {
    form: 'The domain field and Search; a failed search shows its reason here.',
    searching: 'The search is on its way; the button shows it is working.',
    answered: 'The answer arrived (a passing moment).',
    available: 'Available: the price and Search again.',
    notAvailable: 'Taken: suggestions and Search again.',
  },
};

export const outboxNotes: MachineNotes = {
  summary: 'The Outbox page: the e-mails and calls waiting for other services.',
  states: {
    loading: 'A loader while the outbox is read.',
    loaded: 'The waiting messages with their attempts and last error.',
    failed: 'The outbox could not be read: the reason and Retry.',
  },
};

export const inboxNotes: MachineNotes = {
  summary:
    'The Inbox: what needs the signed-in person, newest first and grouped by site, with filters, mark read, mark all read and snooze.',
  states: {
    loading: 'A loader while the notifications are read.',
    failed: 'The notifications could not be read: a message and Try again.',
    ready: 'The notifications grouped by site (or that all is caught up), the kind filters and Unread only.',
    'ready.idle': 'The list; Mark read and Snooze on each, Mark all read while any is unread; a link opens the place it is about.',
    'ready.reloading': 'The list is read again after a change; the buttons wait.',
    'ready.marking': 'One or every notification is being marked read; the buttons wait, and a change heard meanwhile is read once it ends.',
    'ready.snoozing': 'A notification is being snoozed until tomorrow or next week; the buttons wait.',
    'ready.refused': 'A mark or snooze failed and its toast says why (a passing moment): the list is read again if it changed meanwhile.',
  },
};

export const notificationPreferencesNotes: MachineNotes = {
  summary:
    "The Inbox's Preferences: which kinds of notification the person receives and the daily e-mail digest, each saved as it is chosen.",
  states: {
    loading: 'A loader while the preferences are read.',
    failed: 'They could not be read: a message and Try again.',
    ready: 'A checkbox per kind and the digest switch, as saved.',
    saving: 'A choice is being saved, shown already; a refused save goes back with a toast.',
  },
};

export const peopleNotes: MachineNotes = {
  summary: 'The People screen (admins): invite people, change roles, deactivate, reset sign-in.',
  states: {
    loading: 'A loader while the people are read.',
    error: 'The people could not be read: a message and Retry.',
    ready: 'The table of people with their role and actions.',
    'ready.idle': 'The table; Add person, and each row’s actions.',
    'ready.adding': 'The add-person form; Submit or Cancel (a refusal shows here).',
    'ready.savingNew': 'The invitation is being sent; the button shows it is working.',
    'ready.confirming': 'The confirm dialog for a row’s action (with a role to choose when changing it).',
    'ready.acting': 'The action is being done; the confirm button shows it is working.',
  },
};

export const settingsNotes: MachineNotes = {
  summary: 'The Settings screen: the lists staff keep (checklist items, questions, named lists).',
  states: {
    loading: 'A loader while the entries are read.',
    ready: 'The lists with their entries; add, edit, reorder or delete one.',
    saving: 'A change is being saved; the entry shows it is working.',
    failed: 'The entries could not be read: a message and Reload.',
  },
};

export const profileDetailsNotes: MachineNotes = {
  summary: "The profile's Details tab: name and avatar.",
  states: {
    loading: 'A loader while the profile is read.',
    loadFailed: 'The profile could not be read: a message and Retry.',
    ready: 'The name field, the avatar and its upload; Save.',
    saving: 'The name is being saved; Save shows it is working.',
    uploading: 'The avatar is being uploaded; it shows it is working.',
  },
};

export const changePasswordNotes: MachineNotes = {
  summary: "The profile's Password tab.",
  states: {
    editing: 'Current and new password; a new one the policy refuses is named under the field; a refusal from the server shows too.',
    changing: 'The password is being changed; the button shows it is working.',
  },
};

export const secondFactorNotes: MachineNotes = {
  summary: "The profile's Second factor tab: turn an authenticator app on or off.",
  states: {
    loading: 'A loader while the second factor’s state is read.',
    loadFailed: 'It could not be read: a message and Retry.',
    off: 'Off: Start to set up an authenticator app.',
    starting: 'The set-up is being prepared; the button shows it is working.',
    enrolling: 'The QR code and secret to scan, and the code field; Confirm.',
    confirming: 'The code is being checked; the button shows it is working.',
    codes: 'The recovery codes to save; I saved them.',
    on: 'On: Turn off.',
    turningOff: 'It is being turned off; the button shows it is working.',
  },
};

export const sessionsNotes: MachineNotes = {
  summary: "The profile's Sessions tab: where the person is signed in.",
  states: {
    loading: 'A loader while the sessions are read.',
    loadFailed: 'The sessions could not be read: a message and Retry.',
    ready: 'The sessions (this one marked), End on each and End all others.',
    ending: 'A session is being ended; its button shows it is working.',
    confirmingOthers: 'The confirm dialog for ending every other session.',
    endingOthers: 'The other sessions are being ended; the confirm button shows it is working.',
  },
};

export const settingsHistoryNotes: MachineNotes = {
  summary: 'The Settings screen’s History: who changed which list entry, when, and the fields before and after.',
  states: {
    loading: 'A loader while the history is read.',
    ready: 'The changes, newest first (a table on a desktop, a list on a phone); a list filter and Show older.',
    loadingOlder: 'Older changes are being read; Show older shows it is working.',
    failed: 'The history could not be read: a message and Try again.',
  },
};

export const auditNotes: MachineNotes = {
  summary: 'The Audit log (admins and executives): every change by person, site, kind, dates and free text, with the CSV export.',
  states: {
    loading: 'A loader while the first page of entries is read.',
    error: 'The entries could not be read: the reason and Try again.',
    ready: 'The entries, newest first, each with the fields it changed.',
    'ready.idle': 'The entries; the filters, Load more when there are more, and Export CSV.',
    'ready.loadingMore': 'The next page is being read; Load more shows it is working.',
  },
};

export const insightsNotes: MachineNotes = {
  summary:
    'The Insights screen: cumulative flow, cycle time, launches per week, ageing work and workload, with filters kept in the address.',
  states: {
    loading: 'A loader while the figures for the chosen filters are read.',
    loaded: 'Each chart with its table view and CSV; a scatter dot or an ageing site opens its site.',
    failed: 'The figures could not be read: the reason and Retry.',
  },
};
