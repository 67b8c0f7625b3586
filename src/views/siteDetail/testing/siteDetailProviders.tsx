import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import type { Viewer } from '../../../../domain/viewer';
import { unprovidedGoLiveActors } from '../../../../machines/goLive/goLive.actors';
import { unprovidedSiteStatusActors } from '../../../../machines/siteStatus/siteStatus.actors';
import { unprovidedStagingActors } from '../../../../machines/staging/staging.actors';
import { LookupsContext } from '../../../lookups/LookupsProvider';
import type { Lookups } from '../../../../domain/lookups/lookupLists';
import { adminViewer } from '../../../testing/ViewWiring';
import { ViewerProvider } from '../../../wiring/viewer';
import { WorkflowActorsProvider } from '../../../wiring/workflowActors';
import { logActorsFixture } from '../../log/logFixtures';
import { listRowActors } from '../../siteList/fixtures/siteListActors';
import { siteDetailLookups } from '../fixtures/siteDetails';
import { SiteDetailServicesContext, type SiteDetailServices } from '../siteDetailServices';

const unexpected = (name: string) => () => Promise.reject(new Error(`${name} was not expected here`));

export const stubSiteDetailServices = (overrides: Partial<SiteDetailServices>): SiteDetailServices => ({
  loadSite: unexpected('loadSite'),
  saveSiteField: unexpected('saveSiteField'),
  saveAddon: unexpected('saveAddon'),
  syncContentLibrary: unexpected('syncContentLibrary'),
  ...overrides,
});

type DataProps = { services: SiteDetailServices; lookups?: Lookups; viewer?: Viewer; children: ReactNode };

/** The header's own workflows (status menu, Stage Site, Go Live) are not expected to call here, so each fails loudly; the side panel's list-row workflows answer from fixtures. */
const pageActors = () => ({
  ...listRowActors(),
  log: logActorsFixture(),
  goLive: unprovidedGoLiveActors,
  siteStatus: unprovidedSiteStatusActors,
  staging: unprovidedStagingActors,
});

/**
 * The shared lists, the page's calls, the viewer (an admin unless given) and the actors of the
 * workflows the header and side panel reach: stories wrap views in this.
 */
export function SiteDetailDataProviders({ services, lookups = siteDetailLookups, viewer = adminViewer, children }: DataProps) {
  const [actors] = useState(pageActors);
  return (
    <LookupsContext.Provider value={{ ...lookups, status: 'ready' }}>
      <ViewerProvider viewer={viewer}>
        <WorkflowActorsProvider actors={actors}>
          <SiteDetailServicesContext value={services}>{children}</SiteDetailServicesContext>
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
