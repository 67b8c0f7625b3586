import type { EndpointOutput } from '../../domain/api/endpoint';
import { siteDetailEndpoints } from '../../domain/api/siteDetail.endpoints';
import type { AddonFlag, EditableSiteField } from '../../domain/api/siteDetailEdit.schema';
import type { Notice } from '../shared/notice';
import { unprovidedSiteChanges } from '../shared/siteChanges';
import { unprovided } from '../shared/unprovided';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the site detail machines' actors, one per call of part 2 §7
 * (domain/api/siteDetail.endpoints.ts): the app injects the real ones (src/api/siteDetail.api.ts),
 * tests and stories stubs. Each rejects with the ApiError of the call; loadSite's 404 is the
 * page's 'Site not found'. saveAddon and saveSiteField call the endpoint of the flag or the field,
 * so they are not one endpoint's call.
 */

export type SiteAddon = EndpointOutput<typeof siteDetailEndpoints.addonSetup>;

/** What a Details field holds: the provider or funding partner by name, the corporation or referral partner by id. */
export type SiteFieldValue = string | number | null;

type SiteInput = { siteId: number };
type SaveSiteFieldInput = { siteId: number; field: EditableSiteField; value: SiteFieldValue };
export type SaveAddonInput = {
  siteId: number;
  addonId: number;
  flag: AddonFlag;
  checked: boolean;
  /** Only for the video addon, answered in the question before it is checked. */
  previousCustomer?: boolean;
};

export const unprovidedSiteDetailActors = {
  loadSite: unprovidedEndpoint('siteDetail', 'loadSite', siteDetailEndpoints.site),
  /** POST /api/addons/{siteId}/updateSetup or /updateCommitted: resolves with the addon as the site now has it. */
  saveAddon: unprovided<SiteAddon, SaveAddonInput>('addonToggle', 'saveAddon'),
  /** POST /api/sites/{id}/provider, /corporation, /referralPartner or /fundingPartner. */
  saveSiteField: unprovided<EndpointOutput<typeof siteDetailEndpoints.provider>, SaveSiteFieldInput>('siteFieldEdit', 'saveSiteField'),
  /** POST /api/sites/syncContentLibrary/{id} (an integrations route). */
  syncContentLibrary: unprovided<void, SiteInput>('contentLibrarySync', 'syncContentLibrary'),
  /** The site's `site_changed` live events. */
  siteChanges: unprovidedSiteChanges,
};

export type SiteDetailActors = typeof unprovidedSiteDetailActors;

/**
 * Part 2 §8's toasts of the Details tab. The catalogue has no failure text for the funding partner;
 * it follows the other three.
 */
const fieldNotices: Record<EditableSiteField, { saved: string; failed: string }> = {
  provider: { saved: 'Provider updated', failed: 'Error updating site provider' },
  corporation: { saved: 'Corporation updated', failed: 'Error updating site corporation' },
  referralPartner: { saved: 'Referral partner updated', failed: 'Error updating site referral partner' },
  fundingPartner: { saved: 'Funding partner updated', failed: 'Error updating site funding partner' },
};

export const siteDetailNotices = {
  fieldSaved: (field: EditableSiteField): Notice => ({ tone: 'success', message: fieldNotices[field].saved }),
  fieldFailed: (field: EditableSiteField): Notice => ({ tone: 'error', message: fieldNotices[field].failed }),
  /** 'Setup checked', 'Committed unchecked', ... */
  addonSaved: (flag: AddonFlag, checked: boolean): Notice => ({
    tone: 'success',
    message: `${flag === 'setup' ? 'Setup' : 'Committed'} ${checked ? 'checked' : 'unchecked'}`,
  }),
  addonFailed: (flag: AddonFlag): Notice => ({ tone: 'error', message: `Unable to update ${flag}` }),
  librarySynced: { tone: 'success', message: 'Finished updating content library!' },
  librarySyncFailed: { tone: 'error', message: 'Unable to update content library' },
  /** The header's Copy Preview Link, which has no machine: the view shows it with showNotice. */
  previewLinkCopied: { tone: 'success', message: 'Preview link copied to clipboard!' },
} as const satisfies Record<string, Notice | ((...args: never[]) => Notice)>;
