import { createContext, useContext } from 'react';
import type { SiteDetail } from '../../../domain/api/siteDetail.schema';

/** What the detail page hands its tabs: the loaded site and a way to re-read it after a change. Who is looking is useViewer(). */
export interface LoadedSiteDetail {
  site: SiteDetail;
  refresh: () => void;
}

export const SiteDetailContext = createContext<LoadedSiteDetail | null>(null);

/** The site of the detail page; tabs render only once it is loaded. */
export function useSiteDetail(): LoadedSiteDetail {
  const loaded = useContext(SiteDetailContext);
  if (!loaded) throw new Error('useSiteDetail must be used inside a loaded SiteDetailView.');
  return loaded;
}
