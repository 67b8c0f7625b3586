import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import type { AddonFlag, EditableSiteField, SiteFields } from '../../domain/api/siteDetailEdit.schema';
import type { Notice } from '../shared/notice';
import { unprovidedSiteChanges } from '../shared/siteChanges';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the site detail machines' actors, one per call of part 2 §7: the app injects the
 * real ones (src/api/siteDetail.api.ts), tests and stories stubs. Each rejects with the ApiError of
 * the call; loadSite's 404 is the page's 'Site not found'.
 */

export type SiteAddon = SiteDetail['addons'][number];

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
  /** GET /api/sites/{id}. */
  loadSite: unprovided<SiteDetail, SiteInput>('siteDetail', 'loadSite'),
  /** POST /api/addons/{siteId}/updateSetup or /updateCommitted: resolves with the addon as the site now has it. */
  saveAddon: unprovided<SiteAddon, SaveAddonInput>('addonToggle', 'saveAddon'),
  /** POST /api/sites/{id}/provider, /corporation, /referralPartner or /fundingPartner. */
  saveSiteField: unprovided<SiteFields, SaveSiteFieldInput>('siteFieldEdit', 'saveSiteField'),
  /** POST /api/sites/syncContentLibrary/{id}. */
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
