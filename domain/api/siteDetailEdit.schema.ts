import * as v from 'valibot';
import { idSchema } from './id.schema';
import { siteAddonSchema } from './siteDetail.schema';

/**
 * The Details tab's in-place edits (part 2 §7): POST /api/sites/{id}/provider, /corporation,
 * /referralPartner, /fundingPartner, and POST /api/addons/{siteId}/updateSetup, /updateCommitted.
 */

const name = (what: string) => v.pipe(v.string(`${what} must be a name`), v.trim(), v.nonEmpty(`${what} must not be empty`));

export const providerBody = v.object({ provider: name('provider') });
export const corporationBody = v.object({ corporationId: idSchema('corporationId') });
export const referralPartnerBody = v.object({ referralPartnerId: v.nullable(idSchema('referralPartnerId')) });
export const fundingPartnerBody = v.object({ fundingPartner: v.nullable(name('fundingPartner')) });

/** The site's fields after an edit: what the Details tab shows, names and ids. */
export const siteFieldsSchema = v.object({
  id: v.number(),
  provider: v.nullable(v.string()),
  provider_id: v.nullable(v.number()),
  corporation_id: v.number(),
  referral_partner_id: v.nullable(v.number()),
  funding_partner: v.nullable(v.string()),
  funding_partner_id: v.nullable(v.number()),
});
export type SiteFields = v.InferOutput<typeof siteFieldsSchema>;

/** The editable fields, as the browser names them and the route path that edits each. */
export const editableSiteFields = ['provider', 'corporation', 'referralPartner', 'fundingPartner'] as const;
export type EditableSiteField = (typeof editableSiteFields)[number];

/** Addon id 1 is the video product (part 2 §3): checking it records whether the home was already a customer. */
export const videoAddonId = 1;

const previousCustomer = v.optional(v.boolean('previousCustomer must be true or false'));

export const updateAddonSetupBody = v.object({
  addonId: idSchema('addonId'),
  setup: v.boolean('setup must be true or false'),
  previousCustomer,
});

export const updateAddonCommittedBody = v.object({
  addonId: idSchema('addonId'),
  committed: v.boolean('committed must be true or false'),
  previousCustomer,
});

/** Which tick an addon call changes. */
export type AddonFlag = 'setup' | 'committed';

/** Both addon routes answer the addon as the site now has it. */
export const updatedAddonSchema = siteAddonSchema;
