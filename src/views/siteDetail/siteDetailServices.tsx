import { createContext, useContext } from 'react';
import type { SaveAddon } from '../../../machines/siteDetail/addonToggle.actors';
import type { LoadedSite, LoadSiteInput, SaveSiteFieldInput } from '../../../machines/siteDetail/siteDetail.actors';
import type { SiteFields } from '../../../domain/api/siteDetailEdit.schema';
import { fetchSiteDetail, saveAddon, saveSiteField, syncContentLibrary } from '../../api/siteDetail.api';

/**
 * The calls the site detail page makes, in one replaceable bundle: the app uses the API, tests and
 * stories wrap the view in <SiteDetailServicesContext value={stubs}>.
 */
export interface SiteDetailServices {
  loadSite: (input: LoadSiteInput) => Promise<LoadedSite>;
  saveSiteField: (input: SaveSiteFieldInput) => Promise<SiteFields>;
  saveAddon: SaveAddon;
  syncContentLibrary: (siteId: number) => Promise<void>;
}

export const apiSiteDetailServices: SiteDetailServices = {
  loadSite: fetchSiteDetail,
  saveSiteField,
  saveAddon,
  syncContentLibrary,
};

export const SiteDetailServicesContext = createContext<SiteDetailServices>(apiSiteDetailServices);

export const useSiteDetailServices = (): SiteDetailServices => useContext(SiteDetailServicesContext);
