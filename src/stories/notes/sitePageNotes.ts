import type { MachineNotes } from './machineNotes';

export const siteDetailNotes: MachineNotes = {
  summary: "A site's page: the header, the side panel and the tabs, kept up to date while it is open.",
  states: {
    loading: 'The page shows placeholders while the site is read.',
    loaded: 'The header (name, status, actions), the side panel and the tabs; every tab is open to the person’s role.',
    'loaded.idle': 'The page shows the site and waits for changes.',
    'loaded.refreshing': 'The site changed (here or elsewhere): the page stays while it is read again.',
    notFound: "No such site: the 'Site not found' message and a way back to the list.",
    failed: 'The site could not be read: a message and Retry.',
  },
};

export const siteStatusNotes: MachineNotes = {
  summary: "The header's status actions: move the site to another status, confirm, and see the outcome.",
  states: {
    idle: 'The action buttons the status and role allow, and the status picker.',
    picking: 'The status picker is open; choosing one asks for confirmation.',
    confirming: 'The confirm dialog names the change (red for a deletion); Confirm or Cancel.',
    submitting: 'The change is being made; the confirm button shows it is working.',
    done: 'Done: the header shows the new status and a toast confirms.',
    failed: 'Not done: a toast gives the reason and the buttons are offered again.',
  },
};

export const siteLifecycleNotes: MachineNotes = {
  summary: "The statuses a site moves through, and who may move it (the rules behind the header's actions and the server's checks).",
  states: {
    Test: 'A test site: it may be readied for design or sent live.',
    'Ready for Design': 'Waiting in Ready for Designer for a designer to be assigned.',
    'In Design': 'A designer works on it; they may submit it for review or wait for content.',
    'Waiting for Content': 'Design waits for the funeral home’s content.',
    'In Review': 'Under review; it goes on to Pre-Staging QA or back for revisions.',
    'Pre-Staging QA': 'QA before staging; it is staged or sent back for revisions.',
    'Revisions Needed': 'Revisions are listed on the Revisions tab; when done it returns to QA.',
    Staged: 'On the staging site; final QA follows.',
    'Final QA': 'The last QA before approval.',
    Approved: 'Approved; it is marked 100% Ready when everything for launch is set.',
    '100% Ready': 'Ready to launch on its date; the Go live panel can send it live.',
    'Missed Launch': 'Its launch date passed without going live; it is rescheduled or sent live.',
    Live: 'The site is live; post-live QA or a rebuild may follow.',
    'Post-Live QA': 'QA of the live site.',
    Rebuild: 'A live site being rebuilt; a designer is assigned again.',
    Lost: 'The funeral home left; the site may be reopened.',
  },
};

export const siteEditorNotes: MachineNotes = {
  summary: "Open in Editor: opens the site in the builder's editor in a new tab.",
  states: {
    idle: 'The Open in Editor button.',
    opening: 'The editor link is being fetched; the button shows it is working (a failure is a toast).',
  },
};

export const goLiveNotes: MachineNotes = {
  summary: 'The Go live panel: the 13 launch checks, then Full Send (cloud hosted) or the manual-DNS choice, and the launch followed live.',
  states: {
    loading: 'A loader per check, the pending scrapes and the summary while they are read.',
    deciding: 'Everything is read; the panel picks what to offer (a passing moment).',
    blocked: "'Not ready to go live': each failing check lists what is missing, an unavailable check is grey; Retry reads them again.",
    fullSendOffered: 'Every check passes on a cloud-hosted site: the Full Send button.',
    starting: 'Full Send was pressed; the button shows it is working.',
    launching: 'The launch runs: its steps appear one by one as the server reports them.',
    'launching.rereading': 'After a reconnect, the launch is read again so no step is missed.',
    'launching.watching': 'The panel follows the launch’s live messages.',
    live: 'The site is live: the finished steps and a celebration.',
    failed: 'Full Send did not start or the launch failed: the reason and Retry.',
    manualDns: 'A site off our hosting: DNS must be changed by hand, by a specialist or the funeral home.',
    'manualDns.choosing': 'Two choices: a launch specialist changes DNS, or the funeral home does.',
    'manualDns.specialist': 'The specialist’s instructions for the DNS change; the person may switch to the funeral home.',
    'manualDns.funeralHome': 'The funeral home (or its IT) gets the instructions by e-mail.',
    'manualDns.funeralHome.editing': "Pick a recipient from the domain's contacts or type another address; Send.",
    'manualDns.funeralHome.sending': 'The e-mail is being sent; the button shows it is working.',
    'manualDns.funeralHome.sent': 'Sent: the panel says to whom.',
    'manualDns.funeralHome.sendFailed': 'Not sent: the reason, and the person may change the recipient and send again.',
  },
};

export const stagingNotes: MachineNotes = {
  summary: 'Stage Site: confirm, check the collections and fake obituaries, then stage with progress.',
  states: {
    confirming: 'The confirm dialog; Stage or Close.',
    validating: 'The collections and fake obituaries are being checked; a loader shows.',
    warnings: 'Fake obituaries remain: a warning with Continue or Close.',
    errors: 'Collections have errors (or the server refused): the list of problems and Close.',
    staging: 'The site is being staged; a progress bar shows.',
    'staging.starting': 'The progress bar appears.',
    'staging.running': 'Staging runs on the server; the progress bar moves.',
    staged: 'Staged: a success message and Close.',
    failed: 'Staging failed: the reason, Retry and Close.',
    closed: 'The dialog is closed.',
  },
};

export const logNotes: MachineNotes = {
  summary: "The side panel's Recent Updates: the site's log, by log type.",
  states: {
    loading: 'A loader in place of the entries.',
    loaded: 'The entries, newest first, with who and when.',
    failed: 'The log could not be read: a message and Retry.',
  },
};

export const siteFieldEditNotes: MachineNotes = {
  summary: 'One field of the Details tab edited in place.',
  states: {
    viewing: 'The value with its pencil button.',
    editing: 'The field is an input; Save or Cancel (Save with no change just closes it).',
    saving: 'The value is being saved; the field shows it is working.',
    saved: 'Saved: the new value and a toast.',
    failed: 'Not saved: the input stays with the reason; save again or cancel.',
  },
};

export const addonToggleNotes: MachineNotes = {
  summary: "The Details tab's add-on switches.",
  states: {
    idle: 'The switches; turning one asks a question first when the add-on needs it.',
    askingPreviousCustomer: 'A dialog asks whether the funeral home was a customer before; Answer or Cancel.',
    saving: 'The switch is being saved; it shows it is working.',
    saved: 'Saved: the switch stays and a toast confirms.',
    failed: 'Not saved: the switch goes back and a toast gives the reason.',
  },
};

export const contentLibrarySyncNotes: MachineNotes = {
  summary: "The Details tab's Sync content library button.",
  states: {
    idle: 'The Sync button.',
    syncing: 'The sync runs; the button shows it is working (the outcome is a toast).',
  },
};

export const intakeSecretsNotes: MachineNotes = {
  summary: "The Details tab's Credentials section (admins): the intake's secrets, hidden until revealed.",
  states: {
    loading: 'A loader while the credentials are listed.',
    loadFailed: 'The credentials could not be read: a message and Retry.',
    loaded: 'The list arrived (a passing moment).',
    empty: 'No credentials were given at intake: a short message.',
    ready: 'Each credential masked, with Reveal (one) and Reveal all; Hide masks it again.',
    revealing: 'A credential is being revealed; its row shows it is working.',
  },
};

export const siteNotesNotes: MachineNotes = {
  summary: 'The Notes tab: add, edit and delete notes, filtered by kind, kept up to date.',
  states: {
    loading: 'A loader while the notes are read.',
    error: 'The notes could not be read: a message and Retry.',
    ready: 'The note form, the filter and the notes.',
    'ready.sync': 'Keeps the notes up to date (beside the list, form and dialog).',
    'ready.sync.listening': 'Waiting for changes made elsewhere.',
    'ready.sync.rereading': 'A change elsewhere: the notes are read again while they stay on screen.',
    'ready.list': 'The list of notes.',
    'ready.list.empty': 'No notes yet: the empty message.',
    'ready.list.loaded': 'The notes, newest first, each with Edit and Delete for whoever may change it.',
    'ready.form': 'The new-note form.',
    'ready.form.idle': 'The form; Add note once there is text.',
    'ready.form.adding': 'The note is being added; the button shows it is working.',
    'ready.dialog': 'The edit and delete dialogs.',
    'ready.dialog.closed': 'No dialog open.',
    'ready.dialog.editing': 'The edit dialog with the note’s text; Save or Close.',
    'ready.dialog.saving': 'The edit is being saved; the dialog shows it is working.',
    'ready.dialog.confirmingDelete': 'The confirm dialog asks whether to delete the note.',
    'ready.dialog.deleting': 'The note is being deleted; the confirm button shows it is working.',
  },
};

export const revisionsNotes: MachineNotes = {
  summary: 'The Revisions tab: the list of revisions asked for, a form to add one, edit and delete, kept up to date.',
  states: {
    loading: 'A loader while the revisions are read.',
    loadFailed: 'The revisions could not be read: a message and Retry.',
    loaded: 'The form, the list and the dialogs.',
    'loaded.sync': 'Keeps the list up to date (beside the rest).',
    'loaded.sync.listening': 'Waiting for changes made elsewhere.',
    'loaded.sync.rereading': 'A change elsewhere: the list is read again while it stays on screen.',
    'loaded.list': 'The list of revisions.',
    'loaded.list.empty': 'No revisions: the empty message.',
    'loaded.list.showing': 'The revisions, each with its status (created, fixed, verified) and its actions.',
    'loaded.form': 'The new-revision form.',
    'loaded.form.idle': 'The form; Add once there is text.',
    'loaded.form.failed': 'Adding failed: the reason shows and the text stays to try again.',
    'loaded.form.submitting': 'The revision is being added; the button shows it is working.',
    'loaded.dialog': 'The edit and delete dialogs.',
    'loaded.dialog.closed': 'No dialog open.',
    'loaded.dialog.editing': 'The edit dialog with the revision’s text; Save or Close.',
    'loaded.dialog.savingEdit': 'The edit is being saved; the dialog shows it is working.',
    'loaded.dialog.confirmingDelete': 'The confirm dialog asks whether to delete the revision.',
    'loaded.dialog.deleting': 'The revision is being deleted; the confirm button shows it is working.',
  },
};

export const revisionNotes: MachineNotes = {
  summary: 'One revision in the list: mark it fixed, verify it, or undo either, as the role allows.',
  states: {
    settling: 'The revision’s status is read to show it (a passing moment).',
    created: 'Asked for, not fixed yet: Mark fixed for the designer, Verify for QA.',
    'created.idle': 'The row with its buttons.',
    'created.failed': 'The last change was not saved: the row says so.',
    fixed: 'Marked fixed: Verify for QA, or undo Mark fixed.',
    'fixed.idle': 'The row with its buttons.',
    'fixed.failed': 'The last change was not saved: the row says so.',
    verified: 'Verified: the row is done; undo is offered to who may.',
    'verified.idle': 'The row with its buttons.',
    'verified.failed': 'The last change was not saved: the row says so.',
    savingFixed: 'Fixed (or its undo) is being saved; the button shows it is working.',
    savingVerified: 'Verified (or its undo) is being saved; the button shows it is working.',
  },
};

export const siteChecklistNotes: MachineNotes = {
  summary: 'The Checklist tab: the checklist of a type, ticked item by item, kept up to date.',
  states: {
    loading: 'A loader while the checklist is read.',
    error: 'The checklist could not be read: a message and Retry.',
    ready: 'The items with their ticks and who ticked them.',
    'ready.live': 'The items; the person ticks those their role may tick, or picks another checklist type.',
    'ready.live.listening': 'Waiting for changes made elsewhere.',
    'ready.live.rereading': 'A change elsewhere: the checklist is read again while it stays on screen.',
    'ready.ticking': 'A tick is being saved; the item shows it is working.',
  },
};

export const scrapeRequestsNotes: MachineNotes = {
  summary: 'The Scrape Requests tab (and the Scrapes page): requests by status, read one, mark one complete.',
  states: {
    loading: 'A loader while the requests of the chosen status are read.',
    failed: 'The requests could not be read: a message and Retry.',
    ready: 'The table of requests with status tabs and pages.',
    'ready.live': 'The table; Read more opens a request, Mark complete asks for a note.',
    'ready.live.listening': 'Waiting for changes made elsewhere.',
    'ready.live.rereading': 'A change elsewhere: the table is read again while it stays on screen.',
    'ready.reading': 'A request’s full text in a dialog; Close.',
    'ready.confirming': 'The Mark complete dialog with its note; Submit or Close.',
    'ready.completing': 'The request is being marked complete; the button shows it is working.',
  },
};

export const requestScrapeNotes: MachineNotes = {
  summary: 'The Request Scrape modal: ask for a scrape of a type, with its address and a note.',
  states: {
    closed: 'The Request Scrape button.',
    editing: 'The modal with type, address and note; Submit when complete, or Close.',
    submitting: 'The request is being sent; the button shows it is working.',
    done: 'Sent: the modal closes and a toast confirms.',
    failed: 'Not sent: the reason shows in the modal; the person may change it and submit again.',
  },
};

export const scrapeTasksNotes: MachineNotes = {
  summary: "The Scrape tab's task list: the scraper's tasks for the site, their result and their live records.",
  states: {
    list: 'The task list (beside the dialog and the stop button).',
    'list.loading': 'A loader while the tasks are read.',
    'list.ready': 'The tasks with status, counts and actions.',
    'list.ready.listening': 'Waiting for changes made elsewhere.',
    'list.ready.rereading': 'A change elsewhere: the list is read again while it stays on screen.',
    'list.error': 'The tasks could not be read: a message and Retry.',
    dialog: 'The result and live-records dialogs.',
    'dialog.closed': 'No dialog open.',
    'dialog.result': 'A finished task’s result in a dialog; Close.',
    'dialog.stream': 'A running task’s records arriving live in a dialog; Close.',
    revoke: 'Stopping a running task.',
    'revoke.idle': 'Stop is offered on running tasks.',
    'revoke.revoking': 'The task is being stopped; its button shows it is working.',
  },
};

export const startScrapeNotes: MachineNotes = {
  summary: 'The form that starts an obituary scrape.',
  states: {
    editing: 'The form; a problem with an entry shows under it, and Start sends it.',
    submitting: 'The scrape is being started; the button shows it is working (the outcome is a toast).',
  },
};

export const scrapeRecordsNotes: MachineNotes = {
  summary: 'The records the scraper found for the site.',
  states: {
    loading: 'A loader while the records are read.',
    settled: 'The records arrived (a passing moment).',
    loaded: 'The records, one row each.',
    empty: 'No records yet: the empty message.',
    error: 'The records could not be read: a message and Retry.',
  },
};

export const recordStreamNotes: MachineNotes = {
  summary: 'A running task’s records, arriving live in a dialog.',
  states: {
    streaming: 'Records appear as the scraper finds them.',
    stopped: 'The stream ended or broke: the records so far stay, with a message.',
  },
};

export const fakeObituariesNotes: MachineNotes = {
  summary: "The Actions tab's fake obituaries tile: add or remove sample obituaries for design.",
  states: {
    loading: 'The tile shows a loader while the count is read.',
    error: 'The count could not be read: a message and Retry.',
    ready: 'The count with Add and Remove.',
    adding: 'Fake obituaries are being added; Add shows it is working.',
    removing: 'Fake obituaries are being removed; Remove shows it is working.',
  },
};

export const domainRequestNotes: MachineNotes = {
  summary: 'The Domains tab: request a domain, with the contact details filled in from the site.',
  states: {
    loading: 'A loader while the defaults are read.',
    loadFailed: 'The defaults could not be read: a message and Retry.',
    editing: 'The form; Submit when complete, Restore brings the defaults back.',
    sending: 'The request is being sent; the button shows it is working.',
    sent: 'Sent: a confirmation and New request.',
  },
};

export const domainProxyNotes: MachineNotes = {
  summary: 'The Domains tab: move a domain onto our DNS.',
  states: {
    form: 'The domain field; Proxy once it is a valid domain.',
    proxying: 'The domain is being proxied; the button shows it is working.',
    proxied: 'Proxied: what happens next.',
    'proxied.deciding': 'The answer arrived (a passing moment).',
    'proxied.automatic': 'The name servers were set at GoDaddy: nothing more to do.',
    'proxied.manual': 'The name servers to set at the registrar, listed to copy.',
    failed: 'Not proxied: the reason and Try again.',
  },
};

export const siteBackupNotes: MachineNotes = {
  summary: "The Actions tab's backup tile: run a backup and follow it.",
  states: {
    loading: 'The tile shows a loader while the backups are read.',
    failed: 'The backups could not be read: a message and Retry.',
    ready: 'The last backups and the Run backup button.',
    'ready.settling': 'The list arrived (a passing moment).',
    'ready.idle': 'Run backup, when the role may and none is under way.',
    'ready.starting': 'The backup is being started; the button shows it is working.',
    'ready.watching': 'A backup runs: its progress shows and the tile checks again shortly.',
    'ready.polling': 'The tile reads how the backup is doing.',
  },
};

export const subscriberImportNotes: MachineNotes = {
  summary: "The Actions tab's subscriber import: upload a CSV of subscribers.",
  states: {
    loading: 'The tile shows a loader while the subscribers are counted.',
    failed: 'The subscribers could not be read: a message and Retry.',
    ready: 'The count and the file picker.',
    'ready.idle': 'Choose a file, then Import.',
    'ready.importing': 'The file is being imported; the button shows it is working.',
    'ready.reported': 'The import report (added, skipped, refused lines), to dismiss.',
  },
};
