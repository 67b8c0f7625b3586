import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import type { Viewer } from '../../../../domain/viewer';
import { unprovidedGoLiveActors } from '../../../../machines/goLive/goLive.actors';
import { unprovidedSiteStatusActors } from '../../../../machines/siteStatus/siteStatus.actors';
import { unprovidedStagingActors } from '../../../../machines/staging/staging.actors';
import { LookupsContext } from '../../../lookups/LookupsProvider';
import type { Lookups } from '../../../lookups/lookupTypes';
import { SiteListServicesContext } from '../../siteList/siteListServices';
import { stubServices } from '../../siteList/testing/siteListProviders';
import { siteDetailLookups } from '../fixtures/siteDetails';
import { ViewerProvider } from '../../../wiring/viewer';
import { WorkflowActorsProvider, type WorkflowActors } from '../../../wiring/workflowActors';
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

type DataProps = { services: SiteDetailServices; lookups?: Lookups; viewer?: Viewer; children: ReactNode };

/** The header's own workflows (status menu, Stage Site, Go Live): none of their calls is expected here, so each fails loudly. */
const headerActors: Partial<WorkflowActors> = {
  goLive: unprovidedGoLiveActors,
  siteStatus: unprovidedSiteStatusActors,
  staging: unprovidedStagingActors,
};

const admin: Viewer = { id: 1, role: 'admin', name: 'Ada Admin' };

/**
 * The shared lists, the viewer, the header's workflows and the page's calls (the side panel's
 * assign selects use the list's services): stories wrap views in this.
 */
export function SiteDetailDataProviders({ services, lookups = siteDetailLookups, viewer = admin, children }: DataProps) {
  return (
    <LookupsContext.Provider value={{ ...lookups, status: 'ready' }}>
      <ViewerProvider viewer={viewer}>
        <WorkflowActorsProvider actors={headerActors}>
          <SiteListServicesContext value={stubServices({ fetchEditorUrl: services.fetchEditorUrl })}>
            <SiteDetailServicesContext value={services}>{children}</SiteDetailServicesContext>
          </SiteListServicesContext>
        </WorkflowActorsProvider>
      </ViewerProvider>
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
