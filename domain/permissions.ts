import type { Role } from './roles';

/**
 * The permission matrix of decisions.md §2: one table, used by the server to authorise every
 * request and by the views to show or hide controls.
 */
const matrix = {
  // Read any site, list, note, checklist, log, and the shared lists: everyone signed in.
  readSites: ['admin', 'executive', 'ae', 'am', 'designer', 'care', 'sdr', 'florist', 'launch'],
  // /api/me/*: one's own profile, password and sessions (issue 29); everyone signed in.
  manageOwnAccount: ['admin', 'executive', 'ae', 'am', 'designer', 'care', 'sdr', 'florist', 'launch'],
  // POST /api/log: the browser's own log entries (part 1 §7); everyone signed in.
  writeLog: ['admin', 'executive', 'ae', 'am', 'designer', 'care', 'sdr', 'florist', 'launch'],
  assignDesigner: ['admin', 'designer'],
  assignFlorist: ['admin', 'florist'],
  assignAm: ['admin', 'am'],
  assignSdr: ['admin'],
  assignCare: ['admin', 'care'],
  assignAe: ['admin', 'executive'],
  // The board calls of the assignment flow: the card follows a designer assignment; whoever may
  // assign someone may add that person to the card.
  moveBoardCard: ['admin', 'designer'],
  addBoardMember: ['admin', 'executive', 'designer', 'florist', 'am', 'care'],
  requestScrape: ['admin', 'designer', 'care', 'launch'],
  requestObituariesScrape: ['admin'],
  seeScrapeTasks: ['admin', 'executive'],
  startScrape: ['admin'],
  revokeScrape: ['admin'],
  // The Fake Obituaries tile: placeholders so a design can be judged before the real ones are scraped (docs/decisions/0207-fake-obituaries.md).
  manageFakeObituaries: ['admin', 'designer'],
  completeScrapeRequest: ['admin', 'launch'],
  scheduleLaunch: ['admin', 'ae', 'launch'],
  rescheduleLaunch: ['admin', 'launch'],
  unscheduleLaunch: ['admin', 'launch'],
  launchRulesExempt: ['admin'],
  submitForReview: ['admin', 'designer'],
  stageSite: ['admin', 'care'],
  goLive: ['admin', 'launch'],
  markLost: ['admin', 'ae'],
  // POST /api/sites/{id}/transition: the roles that may send at least one of its events; which
  // event a role may send is domain/siteLifecycle/siteLifecycleEvents.ts (lifecycleEventCapability).
  changeSiteStatus: ['admin', 'designer', 'care', 'launch'],
  deleteTestSite: ['admin'],
  overrideStatus: ['admin'],
  // Lifecycle steps decisions.md §3 names without a role (see docs/decisions/0017-lifecycle-event-roles.md).
  releaseTestSite: ['admin'],
  holdForContent: ['admin', 'designer', 'care'],
  runSiteQa: ['admin', 'care'],
  markReadyToLaunch: ['admin', 'launch'],
  rebuildSite: ['admin'],
  reopenSite: ['admin'],
  addNote: ['admin', 'executive', 'ae', 'am', 'designer', 'care', 'sdr', 'florist', 'launch'],
  editAnyNote: ['admin'],
  // Tick a checklist item: everyone, for the checklist types of their role (domain/siteChecklist/checklistTicking.ts).
  tickChecklist: ['admin', 'executive', 'ae', 'am', 'designer', 'care', 'sdr', 'florist', 'launch'],
  tickAnyChecklist: ['admin'],
  manageBuilderProject: ['admin', 'designer'],
  openEditor: ['admin', 'executive', 'ae', 'am', 'designer', 'care', 'launch'],
  editSiteFields: ['admin', 'ae', 'am'],
  editAddonSetup: ['admin', 'am', 'ae'],
  editAddonCommitted: ['admin', 'ae'],
  syncContentLibrary: ['admin', 'designer'],
  logRevision: ['admin', 'executive', 'ae', 'am', 'designer', 'care', 'sdr', 'florist', 'launch'],
  setRevisionStatus: ['admin', 'care'],
  verifyRevision: ['admin', 'care'],
  markRevisionFixed: ['admin', 'designer', 'care'],
  editAnyRevision: ['admin'],
  seeDomainsTab: ['admin', 'launch', 'ae', 'sdr'],
  sendDomainRequest: ['admin', 'launch', 'ae', 'sdr'],
  useProxyTool: ['admin', 'launch'],
  editDomainRequestAe: ['admin'],
  searchDomainAvailability: ['admin', 'executive', 'ae', 'am', 'designer', 'care', 'sdr', 'florist', 'launch'],
  // The site header's View Pages, to /pages/{id} (part 2 §2.1, §6: hidden for sdr).
  viewSitePages: ['admin', 'executive', 'ae', 'am', 'designer', 'care', 'florist', 'launch'],
  editPageSeo: ['admin', 'designer', 'care'],
  // The Actions tab's Subscriber Import and Run Site Backup (docs/decisions/0262-subscriber-import-and-backup-rights.md).
  importSubscribers: ['admin', 'designer', 'care', 'launch'],
  runSiteBackup: ['admin', 'designer', 'care', 'launch'],
  markCoached: ['admin', 'am'],
  intake: ['admin', 'ae', 'sdr', 'designer'],
  // /insights (issue 35, docs/decisions/0532): the roles that hold sites see their own; launch specialists hold none.
  seeInsights: ['admin', 'executive', 'ae', 'am', 'designer', 'care', 'sdr', 'florist'],
  // Insights over every site rather than one's own.
  seeAllInsights: ['admin', 'executive'],
  // My Sites' 'This week' (issue 35, docs/decisions/0557): the roles sites are assigned to.
  seeMyWeek: ['ae', 'am', 'designer', 'care', 'sdr', 'florist'],
  // Intake secrets (DNS and ASD passwords, API keys): admins see them masked and reveal one at a time, logged (decisions.md §9).
  revealSecrets: ['admin'],
  mintSignInCode: ['admin'],
  seeTestStatusFilter: ['admin'],
  readOutbox: ['admin'],
  // Saved views of the lists (issue 19): everyone keeps their own; changing a shared one is the owner's or an admin's (domain/savedViews/savedViewRules.ts).
  saveViews: ['admin', 'executive', 'ae', 'am', 'designer', 'care', 'sdr', 'florist', 'launch'],
  // POST /api/sites/bulk: the roles that may take at least one bulk action; which ones is domain/bulkActions/bulkActionChoices.ts.
  bulkEditSites: ['admin', 'executive', 'ae', 'am', 'designer', 'care', 'florist', 'launch'],
  // The People screen (issue 29): add, invite, change the role of, retire and reset staff accounts.
  managePeople: ['admin'],
  // The Settings screen's lists (issue 30): admins keep them, executives read them.
  readSettings: ['admin', 'executive'],
  editSettings: ['admin'],
  // The audit log (issue 34): who changed what, from where; read and exported by admins and executives.
  readAudit: ['admin', 'executive'],
  // One's own inbox of notifications and its preferences (issue 34); everyone signed in.
  readInbox: ['admin', 'executive', 'ae', 'am', 'designer', 'care', 'sdr', 'florist', 'launch'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof matrix;

export const can = (role: Role, capability: Capability): boolean => (matrix[capability] as readonly Role[]).includes(role);

/** @internal Exported for tests (knip --production: decision 0416). */
export const rolesWith = (capability: Capability): readonly Role[] => matrix[capability];

/** @internal Exported for tests (knip --production: decision 0416). */
export const capabilities = Object.keys(matrix) as Capability[];
