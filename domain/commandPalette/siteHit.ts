import * as v from 'valibot';
import { siteStatuses } from '../siteStatus';

/**
 * A site as the command palette lists it (a search result or a recent site): enough to name it and
 * open its page. The valibot schema also reads back what the browser kept of recent sites, which
 * may be from an older version or edited by hand.
 */
export const siteHitSchema = v.object({
  id: v.number(),
  name: v.string(),
  apex: v.nullable(v.string()),
  launcher_label: v.picklist(siteStatuses),
});

export type SiteHit = v.InferOutput<typeof siteHitSchema>;

export const siteHitsSchema = v.array(siteHitSchema);

/** The palette's query returns this many sites at most: a jump list, not a list screen. */
export const siteHitLimit = 8;

/** The fields of a site row (or a site detail) the palette keeps. */
export const siteHitOf = ({ id, name, apex, launcher_label }: SiteHit): SiteHit => ({ id, name, apex, launcher_label });
