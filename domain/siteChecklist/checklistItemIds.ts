/**
 * The checklist item ids that code reads by name: the list's Info icons, the SEO and scrape list
 * filters, the go-live checks. The catalogue (checklistCatalogue.ts) builds its items from these,
 * so a rule and the item it reads can never drift apart. Sites store ticks by these ids: never
 * renumber them.
 */

// Pre-live SEO (category 12): 'complete' means exactly these three.
export const seoPageTitlesItemId = 13;
export const seoMetaDescriptionsItemId = 15;
export const seoGoogleBusinessItemId = 16;
export const preLiveSeoItemIds = [seoPageTitlesItemId, seoMetaDescriptionsItemId, seoGoogleBusinessItemId] as const;

// Domain (launch category 19): requested, then secured; DNS access confirmed once the domain is proxied onto our DNS.
export const domainRequestedItemId = 191;
export const domainSecuredItemId = 156;
export const dnsAccessConfirmedItemId = 71;
/**
 * Before the name servers move (issue 32): what the proxy tool cannot see from outside, checked by
 * the launch specialist with the domain's current DNS host (their descriptions are in the catalogue).
 */
export const nameServerMoveItemIds = [196, 197, 198, 199] as const;

// Scrape (launch category 20): started, then finished; started and not finished is an open scrape.
export const scrapeStartedItemId = 195;
export const scrapeFinishedItemId = 190;

// Floral setup (category 10): connected and storefront live is 'connected'; all six is 'ready'.
export const floristConnectedItemId = 165;
export const floralCatalogueSelectedItemId = 166;
export const floralPricesConfirmedItemId = 167;
export const floralNotificationsSetItemId = 168;
export const floralTestOrderItemId = 169;
export const floralStorefrontLiveItemId = 170;
export const floralSetupItemIds = [
  floristConnectedItemId,
  floralCatalogueSelectedItemId,
  floralPricesConfirmedItemId,
  floralNotificationsSetItemId,
  floralTestOrderItemId,
  floralStorefrontLiveItemId,
] as const;
