/**
 * Where each story file sits in the sidebar, in the words a designer uses: the screen, then the
 * workflow on it (issue 36). A story file names only its key (`title: 'goLive'`); the indexer in
 * main.ts turns the key into the path here, so adding a story never means typing a sidebar path,
 * and moving a workflow to another screen is one line. Keys are the workflow's machine where it has
 * one, so a machine and its stories share a title.
 */
export const screenTitles = {
  // Before signing in
  signIn: 'Sign in/Sign in',
  forgotPassword: 'Sign in/Forgot password',
  resetPassword: 'Sign in/Reset password',
  acceptInvitation: 'Sign in/Accept an invitation',

  // The frame around every page
  shell: 'Shell/Sidebar and header',
  connection: 'Shell/Reconnecting banner',
  commandPalette: 'Shell/Command palette',
  unreadBadge: 'Shell/Inbox bell',
  notFound: 'Shell/Page not found',
  userMenu: 'Shell/User menu',

  // The site lists (All Sites, My Sites, the Ready for … queues, SEO)
  listPage: 'Lists/Whole page in the shell',
  siteList: 'Lists/All Sites',
  siteCards: 'Lists/Phone cards',
  myWeek: "Lists/My Sites' This week",
  savedViews: 'Lists/Saved views',
  bulkActions: 'Lists/Bulk actions',
  assignment: 'Lists/Assign a person',
  launchSchedule: 'Lists/Launch date',
  markCoached: 'Lists/Mark coached',

  // One site's page: header, side panel and tabs
  sitePage: 'Site page/Whole page in the shell',
  siteDetail: 'Site page/Header and side panel',
  siteHeader: 'Site page/Header on a phone',
  siteStatus: 'Site page/Header/Status actions',
  siteEditor: 'Site page/Header/Open the editor',
  goLive: 'Site page/Go live',
  staging: 'Site page/Stage site',
  log: 'Site page/Side panel/Recent updates',
  siteFieldEdit: 'Site page/Details tab/Edit a field',
  addonToggle: 'Site page/Details tab/Add-ons',
  contentLibrarySync: 'Site page/Details tab/Content library sync',
  intakeSecrets: 'Site page/Details tab/Credentials',
  siteNotes: 'Site page/Notes tab',
  scrapeRequests: 'Site page/Scrape tab/Scrape requests',
  requestScrape: 'Site page/Scrape tab/Request a scrape',
  scrapeTasks: 'Site page/Scrape tab/Scrape tasks',
  startScrape: 'Site page/Scrape tab/Start a scrape',
  scrapeRecords: 'Site page/Scrape tab/Records',
  recordStream: 'Site page/Scrape tab/Live records',
  revisions: 'Site page/Revisions tab',
  siteChecklist: 'Site page/Checklist tab',
  domainRequest: 'Site page/Domains tab/Request a domain',
  domainProxy: 'Site page/Domains tab/Proxy a domain',
  siteBackup: 'Site page/Actions tab/Backup',
  subscriberImport: 'Site page/Actions tab/Subscriber import',
  fakeObituaries: 'Site page/Actions tab/Fake obituaries',

  // The other screens of the sidebar
  intake: 'New Website/Intake wizard',
  builderProject: 'New Website/Create a project',
  builderLink: 'New Website/Link a project',
  launchCalendar: 'Launch Schedule/Calendar',
  pageSeo: 'SEO/Site pages',
  domainSearch: 'GoDaddy Tools/Domain search',
  outbox: 'Outbox/Outbox',
  inbox: 'Inbox/Inbox',
  notificationPreferences: 'Inbox/Preferences',
  people: 'People/People',
  insights: 'Insights/Insights',
  audit: 'Audit log/Audit log',
  settings: 'Settings/Lists',
  settingsEntry: 'Settings/Edit an entry',
  profileDetails: 'Profile/Details',
  changePassword: 'Profile/Password',
  secondFactor: 'Profile/Second factor',
  sessions: 'Profile/Sessions',
} as const;

export type ScreenKey = keyof typeof screenTitles;

export const isScreenKey = (key: string | undefined): key is ScreenKey => key !== undefined && Object.hasOwn(screenTitles, key);

/** The sidebar path of a story file's key; an unknown key names the file, so a typo fails the build and the story runner. */
export const screenTitleOf = (key: string | undefined, fileName: string): string => {
  if (!isScreenKey(key))
    throw new Error(
      `${fileName}: title '${key ?? ''}' is not a key of src/stories/screenTitles.ts; add the workflow there with its screen path`,
    );
  return screenTitles[key];
};
