/**
 * How a site list can be sorted from its headers (issue 18, docs/decisions/0343-list-sort-and-upcoming-launches.md):
 * the key and direction travel in the URL and in GET /api/sites as `sort` and `order`.
 */
export const siteSortKeys = ['id', 'name', 'status', 'launchDate', 'latestActivity'] as const;
export type SiteSortKey = (typeof siteSortKeys)[number];

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export interface SiteSort {
  key: SiteSortKey;
  order: SortOrder;
}

/** The header's name for each key (latest activity is the status badge's '(n days)'). */
export const siteSortLabels: Record<SiteSortKey, string> = {
  id: 'ID',
  name: 'Name',
  status: 'Status',
  launchDate: 'Launch Date',
  latestActivity: 'Latest activity',
};

/**
 * A header click: a new key starts ascending, the sorted key flips. Ascending means the smallest
 * id, A to Z, the earliest status in the lifecycle, the soonest launch, the most recent activity.
 */
export const nextSort = (current: SiteSort | null, key: SiteSortKey): SiteSort =>
  current?.key === key ? { key, order: current.order === 'asc' ? 'desc' : 'asc' } : { key, order: 'asc' };

/**
 * Launch-ordered lists (Launch Schedule, Ready for Floral, a launch specialist's My Sites) show
 * the upcoming launches (today onwards, soonest first, unscheduled last) unless asked for the past
 * ones (most recent first) or all of them.
 */
export const launchWindows = ['upcoming', 'past', 'all'] as const;
export type LaunchWindow = (typeof launchWindows)[number];

export const launchWindowLabels: Record<LaunchWindow, string> = {
  upcoming: 'Upcoming',
  past: 'Past',
  all: 'All',
};
