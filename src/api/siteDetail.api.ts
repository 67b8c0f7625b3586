import { fromPromise } from 'xstate';
import { contentLibrarySyncedSchema } from '../../domain/api/integrations.schema';
import { siteDetailSchema } from '../../domain/api/siteDetail.schema';
import { siteFieldsSchema, updatedAddonSchema, type EditableSiteField } from '../../domain/api/siteDetailEdit.schema';
import type { SiteDetailActors } from '../../machines/siteDetail/siteDetail.actors';
import { api } from './http';
import { siteChangesActor } from './siteChanges.api';

/** Each Details field's route and the body key it takes (part 2 §7). */
const fieldBodyKeys: Record<EditableSiteField, string> = {
  provider: 'provider',
  corporation: 'corporationId',
  referralPartner: 'referralPartnerId',
  fundingPartner: 'fundingPartner',
};

/** The site detail workflow's actors (part 2 §7; docs/api.md 'GET /api/sites/{id}', 'Details tab', 'Addons', 'Integrations'). */
export const siteDetailActors: SiteDetailActors = {
  siteChanges: siteChangesActor,
  loadSite: fromPromise(({ input: { siteId } }) => api.get(`api/sites/${siteId}`, siteDetailSchema)),
  saveAddon: fromPromise(({ input: { siteId, addonId, flag, checked, previousCustomer } }) =>
    api.post(`api/addons/${siteId}/${flag === 'setup' ? 'updateSetup' : 'updateCommitted'}`, { addonId, [flag]: checked, previousCustomer }, updatedAddonSchema),
  ),
  saveSiteField: fromPromise(({ input: { siteId, field, value } }) =>
    api.post(`api/sites/${siteId}/${field}`, { [fieldBodyKeys[field]]: value }, siteFieldsSchema),
  ),
  syncContentLibrary: fromPromise(async ({ input: { siteId } }) => {
    await api.post(`api/sites/syncContentLibrary/${siteId}`, {}, contentLibrarySyncedSchema);
  }),
};
