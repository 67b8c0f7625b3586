import { fromPromise } from 'xstate';
import { integrationsEndpoints } from '../../domain/api/integrations.endpoints';
import { siteDetailEndpoints } from '../../domain/api/siteDetail.endpoints';
import type { SiteDetailActors } from '../../machines/siteDetail/siteDetail.actors';
import { fromEndpoint } from './fromEndpoint';
import { call } from './http';
import { siteChangesActor } from './siteChanges.api';

/** The site detail workflow's actors (domain/api/siteDetail.endpoints.ts; the content library sync is an integrations route). */
export const siteDetailActors: SiteDetailActors = {
  siteChanges: siteChangesActor,
  loadSite: fromEndpoint(siteDetailEndpoints.site),
  saveAddon: fromPromise(({ input: { siteId, addonId, flag, checked, previousCustomer }, signal }) =>
    flag === 'setup'
      ? call(siteDetailEndpoints.addonSetup, { siteId, addonId, setup: checked, previousCustomer }, { signal })
      : call(siteDetailEndpoints.addonCommitted, { siteId, addonId, committed: checked, previousCustomer }, { signal }),
  ),
  saveSiteField: fromPromise(({ input: { siteId: id, field, value }, signal }) => {
    switch (field) {
      case 'provider':
        return call(siteDetailEndpoints.provider, { id, provider: String(value) }, { signal });
      case 'corporation':
        return call(siteDetailEndpoints.corporation, { id, corporationId: Number(value) }, { signal });
      case 'referralPartner':
        return call(siteDetailEndpoints.referralPartner, { id, referralPartnerId: value === null ? null : Number(value) }, { signal });
      case 'fundingPartner':
        return call(siteDetailEndpoints.fundingPartner, { id, fundingPartner: value === null ? null : String(value) }, { signal });
    }
  }),
  syncContentLibrary: fromPromise(async ({ input: { siteId } }) => {
    await call(integrationsEndpoints.syncContentLibrary, { id: siteId });
  }),
};
