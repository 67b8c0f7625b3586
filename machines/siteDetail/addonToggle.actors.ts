import { fromPromise } from 'xstate';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import type { AddonFlag } from '../../domain/api/siteDetailEdit.schema';

/**
 * The contract of the addon machine's one actor: POST /api/addons/{siteId}/updateSetup or
 * /updateCommitted (part 2 §7). It resolves with the addon as the site now has it.
 */
export type SiteAddon = SiteDetail['addons'][number];

export type SaveAddonInput = {
  siteId: number;
  addonId: number;
  flag: AddonFlag;
  checked: boolean;
  /** Only for the video addon, answered in the question before it is checked. */
  previousCustomer?: boolean;
};

export type SaveAddon = (input: SaveAddonInput) => Promise<SiteAddon>;

export const saveAddonLogic = (save: SaveAddon) => fromPromise<SiteAddon, SaveAddonInput>(({ input }) => save(input));

/** Placeholder that makes a missing `provide` fail loudly. */
export const unprovidedSaveAddon = saveAddonLogic(() => Promise.reject(new Error('addonToggleMachine: provide the saveAddon actor')));

/** Part 2 §8's toasts: 'Setup checked', 'Committed unchecked', 'Unable to update setup', ... */
export const addonToastText = {
  saved: (flag: AddonFlag, checked: boolean) => `${flag === 'setup' ? 'Setup' : 'Committed'} ${checked ? 'checked' : 'unchecked'}`,
  failed: (flag: AddonFlag) => `Unable to update ${flag}`,
};

/** Part 2 §5: asked before the video addon (id 1) is checked for Setup or Committed. */
export const previousCustomerQuestion =
  "Was this funeral home a customer of the provider's video product prior to being onboarded to websites?";
