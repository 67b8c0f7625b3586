import type { SiteListQuery } from '../api/siteList.schema';
import type { AssigneeRole } from '../roles';
import { siteStatuses, type SiteStatus } from '../siteStatus';
import type { Viewer } from '../viewer';

/**
 * Every site-list screen as data (part 1 §2, part 2 §2.8-2.9): one list view renders them all.
 * A screen fixes part of the list query (its scope), picks its columns and filters, and may have
 * an assign column, stats cards or tabs.
 */
export type ListScreenId =
  'allSites' | 'mySites' | 'readyForDesigner' | 'readyForFloral' | 'readyForQa' | 'seo' | 'readyForCoaching' | 'launchSchedule';

export type ColumnId =
  'id' | 'name' | 'rooftops' | 'status' | 'person' | 'members' | 'launchDate' | 'coaching' | 'info' | 'assign' | 'actions';

export type FilterId = 'search' | 'person' | 'ae' | 'corporation' | 'status';

/** The list-query parameters a screen fixes: everything but paging and the typed search. */
export type ScopeParams = Omit<Partial<SiteListQuery>, 'page' | 'perPage' | 'query'>;

export interface ListScreenTab {
  value: string;
  label: string;
  scope: ScopeParams;
}

export interface ListScreen {
  id: ListScreenId;
  /** Page title: the document title is '<title> | Website Admin'. */
  title: string;
  /** The heading on the page, when it is not the title (Ready for Floral's title is 'Unassigned Sites'). */
  heading?: string;
  path: string;
  columns: readonly ColumnId[];
  /** The role the Assign column sets, when the screen has one. */
  assignRole: AssigneeRole | null;
  filters: readonly FilterId[];
  withStats: boolean;
  /** Tabs that each add to the scope; the first is the default. Empty when the screen has none. */
  tabs: readonly ListScreenTab[];
  scope: (viewer: Viewer) => ScopeParams;
  /** What belongs on the screen, said when it is empty (issue 18). */
  emptyText: string;
}

/** Sites My Sites keeps behind its 'Lost and Live' tab: live on the web, or lost. */
const doneStatuses: readonly SiteStatus[] = ['Live', 'Post-Live QA', 'Lost'];

const standardColumns: readonly ColumnId[] = ['id', 'name', 'rooftops', 'status', 'person', 'members', 'launchDate', 'info', 'actions'];
const allFilters: readonly FilterId[] = ['search', 'person', 'ae', 'corporation', 'status'];

/**
 * Sites the viewer holds in their own role; null for roles no site is assigned to (admin, executive, launch).
 * @internal Exported for tests (knip --production: decision 0416).
 */
export function assignedToViewer({ role, id }: Viewer): ScopeParams | null {
  switch (role) {
    case 'designer':
      return { designerMySites: true };
    case 'ae':
      return { aeMySites: true };
    case 'care':
      return { careMySites: true };
    case 'sdr':
      return { sdrMySites: true };
    case 'florist':
      return { florist: id };
    case 'am':
      return { am: id };
    default:
      return null;
  }
}

/** An empty list whose filters, not its screen, leave nothing to show. */
export const noMatchesText = 'No sites match these filters.';

export const listScreens: Record<ListScreenId, ListScreen> = {
  allSites: {
    id: 'allSites',
    emptyText: noMatchesText,
    title: 'All Sites',
    path: '/sites',
    columns: standardColumns,
    assignRole: null,
    filters: allFilters,
    withStats: false,
    tabs: [],
    scope: () => ({}),
  },
  mySites: {
    id: 'mySites',
    emptyText:
      'No sites are assigned to you right now. Sites show here once you are their designer, account executive, QA, SDR, floral specialist or account manager.',
    title: 'My Sites',
    path: '/sites/me',
    columns: standardColumns,
    assignRole: null,
    // The person is the viewer, so there is no person filter.
    filters: ['search', 'ae', 'corporation', 'status'],
    withStats: true,
    // Active work first; the sites done with, live or lost, behind their own tab (issue 33).
    tabs: [
      {
        value: 'active',
        label: 'Active',
        scope: { label: siteStatuses.filter((status) => status !== 'Test' && !doneStatuses.includes(status)) },
      },
      { value: 'done', label: 'Lost and Live', scope: { label: [...doneStatuses] } },
    ],
    // Launch specialists hold no site; their own work is the launch schedule.
    scope: (viewer) => assignedToViewer(viewer) ?? (viewer.role === 'launch' ? { launchSchedule: true } : {}),
  },
  readyForDesigner: {
    id: 'readyForDesigner',
    emptyText: 'No sites are waiting for a designer. Sites show here while they are Ready for Design.',
    title: 'Ready for Designer',
    path: '/sites/unassigned',
    columns: ['id', 'name', 'rooftops', 'status', 'members', 'launchDate', 'info', 'assign', 'actions'],
    assignRole: 'designer',
    filters: ['search', 'ae', 'corporation'],
    withStats: false,
    tabs: [],
    // Designers pick from every waiting site; florists, SDRs and the other site holders see their own (part 1 §2).
    scope: (viewer) => ({
      label: ['Ready for Design'],
      ...(viewer.role === 'designer' ? {} : (assignedToViewer(viewer) ?? {})),
    }),
  },
  readyForFloral: {
    id: 'readyForFloral',
    emptyText: 'Every upcoming site has a floral specialist. Sites show here until one is assigned.',
    title: 'Unassigned Sites',
    heading: 'Ready for Floral',
    path: '/sites/floral-unassigned',
    columns: ['id', 'name', 'rooftops', 'status', 'members', 'launchDate', 'info', 'assign'],
    assignRole: 'florist',
    filters: ['search', 'corporation', 'status'],
    withStats: false,
    tabs: [],
    scope: () => ({ unassignedSitesFlorist: true, launchSchedule: true }),
  },
  readyForQa: {
    id: 'readyForQa',
    emptyText: 'No sites are waiting for QA. Sites show here in Pre-Staging QA and Final QA.',
    title: 'Ready for QA',
    path: '/sites/qa',
    columns: ['id', 'name', 'rooftops', 'status', 'members', 'launchDate', 'info', 'assign', 'actions'],
    assignRole: 'care',
    filters: ['search', 'person', 'ae', 'corporation'],
    withStats: false,
    tabs: [],
    scope: () => ({ label: ['Pre-Staging QA', 'Final QA'] }),
  },
  seo: {
    id: 'seo',
    emptyText: 'No sites have SEO checklist items outstanding on this tab.',
    title: 'SEO',
    path: '/sites/seo',
    columns: standardColumns,
    assignRole: null,
    filters: allFilters,
    withStats: false,
    tabs: [
      { value: 'pre-live', label: 'Pre-Live', scope: { preLiveSeo: true } },
      { value: 'post-live', label: 'Post-Live', scope: { postLiveSeo: true } },
    ],
    scope: () => ({}),
  },
  readyForCoaching: {
    id: 'readyForCoaching',
    emptyText: 'No live sites are waiting for a coaching session.',
    title: 'Ready for Coaching',
    path: '/sites/coaching-sessions',
    columns: ['id', 'name', 'rooftops', 'status', 'members', 'coaching', 'assign', 'actions'],
    assignRole: 'am',
    filters: ['search', 'person', 'ae', 'corporation'],
    withStats: false,
    tabs: [],
    scope: () => ({ coachingSessions: true }),
  },
  launchSchedule: {
    id: 'launchSchedule',
    emptyText: 'No launches in this window. Scheduled sites show here by launch date.',
    title: 'Launch Schedule',
    path: '/launch-schedule',
    columns: standardColumns,
    assignRole: null,
    filters: allFilters,
    withStats: false,
    tabs: [],
    scope: () => ({ launchSchedule: true }),
  },
};
