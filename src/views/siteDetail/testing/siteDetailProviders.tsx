import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { LookupsContext } from '../../../lookups/LookupsProvider';
import type { Lookups } from '../../../lookups/lookupTypes';
import { SiteListServicesContext } from '../../siteList/siteListServices';
import { stubServices } from '../../siteList/testing/siteListProviders';
import { siteDetailLookups } from '../fixtures/siteDetails';
import { SiteDetailServicesContext, type SiteDetailServices } from '../siteDetailServices';

const unexpected = (name: string) => () => Promise.reject(new Error(`${name} was not expected here`));

export const stubSiteDetailServices = (overrides: Partial<SiteDetailServices>): SiteDetailServices => ({
  loadSite: unexpected('loadSite'),
  saveSiteField: unexpected('saveSiteField'),
  saveAddon: unexpected('saveAddon'),
  syncContentLibrary: unexpected('syncContentLibrary'),
  fetchEditorUrl: unexpected('fetchEditorUrl'),
  ...overrides,
});

type DataProps = { services: SiteDetailServices; lookups?: Lookups; children: ReactNode };

/** The shared lists and the page's calls (the side panel's assign selects use the list's services): stories wrap views in this. */
export function SiteDetailDataProviders({ services, lookups = siteDetailLookups, children }: DataProps) {
  return (
    <LookupsContext.Provider value={{ ...lookups, status: 'ready' }}>
      <SiteListServicesContext value={stubServices({ fetchEditorUrl: services.fetchEditorUrl })}>
        <SiteDetailServicesContext value={services}>{children}</SiteDetailServicesContext>
      </SiteListServicesContext>
    </LookupsContext.Provider>
  );
}

/** Tests: Mantine in test mode (no transitions or portals) and toasts around the data providers. */
export function SiteDetailProviders(props: DataProps) {
  return (
    <MantineProvider env="test">
      <Notifications />
      <SiteDetailDataProviders {...props} />
    </MantineProvider>
  );
}
