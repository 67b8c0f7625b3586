import { createContext, useContext } from 'react';
import type { MyStats, StatsKind } from '../../../domain/siteList/myStats';
import type { AssignPerson } from '../../../machines/assignment/assignment.actors';
import type { FetchSites } from '../../../machines/siteList/siteList.actors';
import { assignPerson, fetchEditorUrl, fetchMyStats, fetchSites, markCoached } from '../../api/siteList.api';

/**
 * The calls the list screens make, in one replaceable bundle: the app uses the API, tests and
 * stories wrap the view in <SiteListServicesContext value={stubs}>.
 */
export interface SiteListServices {
  fetchSites: FetchSites;
  assignPerson: AssignPerson;
  fetchMyStats: (kind: StatsKind, userId: number) => Promise<MyStats>;
  fetchEditorUrl: (siteId: number) => Promise<string>;
  markCoached: (
    siteId: number,
    additionalNote: string,
  ) => Promise<{ last_coaching_session: string; pretty_last_coaching_session: string }>;
}

export const apiSiteListServices: SiteListServices = {
  fetchSites,
  assignPerson,
  fetchMyStats,
  fetchEditorUrl,
  markCoached,
};

export const SiteListServicesContext = createContext<SiteListServices>(apiSiteListServices);

export const useSiteListServices = (): SiteListServices => useContext(SiteListServicesContext);
