import { createContext, useContext } from 'react';
import type { SiteDetail } from '../../../domain/api/siteDetail.schema';
import type { Viewer } from '../../../domain/viewer';

/** What the detail page hands its tabs: the loaded site, who is looking, and a way to re-read the site after a change. */
export interface LoadedSiteDetail {
  site: SiteDetail;
  viewer: Viewer;
  refresh: () => void;
}

export const SiteDetailContext = createContext<LoadedSiteDetail | null>(null);

/** The site of the detail page; tabs render only once it is loaded. */
export function useSiteDetail(): LoadedSiteDetail {
  const loaded = useContext(SiteDetailContext);
  if (!loaded) throw new Error('useSiteDetail must be used inside a loaded SiteDetailView.');
  return loaded;
}
