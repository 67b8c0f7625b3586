import {
  domainRequestedItemId,
  domainSecuredItemId,
  floralSetupItemIds,
  floralStorefrontLiveItemId,
  floristConnectedItemId,
  preLiveSeoItemIds,
  scrapeFinishedItemId,
  scrapeStartedItemId,
} from '../siteChecklist/checklistItemIds';

/**
 * The four Info icons of a site row (part 1 §2, decisions.md §5), read from the ids of the
 * checklist items ticked on the site and, for the scrape, whether the site has an open scrape
 * request. Each icon is done (green), partial (yellow) or pending (red).
 */
export type InfoIconKey = 'domain' | 'scrape' | 'florist' | 'seo';
export type InfoIconState = 'done' | 'partial' | 'pending';

export interface InfoIcon {
  key: InfoIconKey;
  state: InfoIconState;
  /** Tooltip text, e.g. 'Domain: requested'. */
  label: string;
}

export const infoIconColors: Record<InfoIconState, string> = {
  done: 'green',
  partial: 'yellow',
  pending: 'red',
};

const icon = (key: InfoIconKey, name: string, state: InfoIconState, stateText: string): InfoIcon => ({
  key,
  state,
  label: `${name}: ${stateText}`,
});

export function infoIcons(tickedItemIds: readonly number[], scrapeRequested: boolean): InfoIcon[] {
  const ticked = new Set(tickedItemIds);
  const all = (ids: readonly number[]) => ids.every((id) => ticked.has(id));

  const domain = ticked.has(domainSecuredItemId)
    ? icon('domain', 'Domain', 'done', 'secured')
    : ticked.has(domainRequestedItemId)
      ? icon('domain', 'Domain', 'partial', 'requested')
      : icon('domain', 'Domain', 'pending', 'pending');

  const scrape = ticked.has(scrapeFinishedItemId)
    ? icon('scrape', 'Scrape', 'done', 'finished')
    : scrapeRequested
      ? icon('scrape', 'Scrape', 'partial', 'requested')
      : ticked.has(scrapeStartedItemId)
        ? icon('scrape', 'Scrape', 'partial', 'started')
        : icon('scrape', 'Scrape', 'pending', 'pending');

  const florist = all(floralSetupItemIds)
    ? icon('florist', 'Florist', 'done', 'ready')
    : all([floristConnectedItemId, floralStorefrontLiveItemId])
      ? icon('florist', 'Florist', 'partial', 'connected')
      : icon('florist', 'Florist', 'pending', 'pending');

  const seo = all(preLiveSeoItemIds) ? icon('seo', 'Pre-live SEO', 'done', 'complete') : icon('seo', 'Pre-live SEO', 'pending', 'pending');

  return [domain, scrape, florist, seo];
}
