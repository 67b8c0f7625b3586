import * as v from 'valibot';
import { siteRowSchema } from './siteList.schema';

/**
 * GET /api/sites/{id}: the list row plus the site-detail fields of part 2 §3. `addons` lists every
 * addon product with this site's Setup and Committed ticks (false where the site has none), so
 * the Details tab can show a checkbox pair for each.
 */
const siteContactSchema = v.object({
  name: v.string(),
  email: v.string(),
  domainContact: v.boolean(),
});

export const siteAddonSchema = v.object({
  id: v.number(),
  name: v.string(),
  committed: v.boolean(),
  setup: v.boolean(),
});

export const siteDetailSchema = v.object({
  ...siteRowSchema.entries,
  organization_id: v.nullable(v.string()),
  hosted_zone_id: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  zip: v.nullable(v.string()),
  provider_id: v.nullable(v.number()),
  /** The funding partner's name. */
  funding_partner: v.nullable(v.string()),
  funding_partner_id: v.nullable(v.number()),
  contacts: v.array(siteContactSchema),
  addons: v.array(siteAddonSchema),
});

export type SiteDetail = v.InferOutput<typeof siteDetailSchema>;
