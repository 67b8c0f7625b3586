import { HTTPError } from 'ky';
import * as v from 'valibot';
import { siteDetailSchema } from '../../domain/api/siteDetail.schema';
import { siteFieldsSchema, updatedAddonSchema, type EditableSiteField, type SiteFields } from '../../domain/api/siteDetailEdit.schema';
import type { SaveAddonInput, SiteAddon } from '../../machines/siteDetail/addonToggle.actors';
import type { LoadedSite, LoadSiteInput, SaveSiteFieldInput } from '../../machines/siteDetail/siteDetail.actors';
import { http } from './http';

/** GET /api/sites/{id}; null for 404, so the page can say 'Site not found' instead of failing. */
export async function fetchSiteDetail({ siteId }: LoadSiteInput): Promise<LoadedSite> {
  try {
    return v.parse(siteDetailSchema, await http.get(`api/sites/${siteId}`).json());
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

/** Each Details field's route and the body key it takes (part 2 §7). */
const fieldBodyKeys: Record<EditableSiteField, string> = {
  provider: 'provider',
  corporation: 'corporationId',
  referralPartner: 'referralPartnerId',
  fundingPartner: 'fundingPartner',
};

export async function saveSiteField({ siteId, field, value }: SaveSiteFieldInput): Promise<SiteFields> {
  const body = await http.post(`api/sites/${siteId}/${field}`, { json: { [fieldBodyKeys[field]]: value } }).json();
  return v.parse(siteFieldsSchema, body);
}

export async function saveAddon({ siteId, addonId, flag, checked, previousCustomer }: SaveAddonInput): Promise<SiteAddon> {
  const path = flag === 'setup' ? 'updateSetup' : 'updateCommitted';
  const body = await http.post(`api/addons/${siteId}/${path}`, { json: { addonId, [flag]: checked, previousCustomer } }).json();
  return v.parse(updatedAddonSchema, body);
}

/** POST /api/sites/syncContentLibrary/{id} (integrations). */
export async function syncContentLibrary(siteId: number): Promise<void> {
  await http.post(`api/sites/syncContentLibrary/${siteId}`, { json: {} }).json();
}
