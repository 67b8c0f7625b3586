import type { SiteRow } from '../api/siteList.schema';
import { scrapeStartedItemId } from '../siteChecklist/checklistItemIds';

/**
 * What a saved scrape request changes on a site-list row, as the server does it: the site has an
 * open request, and checklist item 195 'Scrape started' is ticked (docs/decisions/0215). The list
 * patches its row with this instead of reloading the page.
 */
export const rowAfterScrapeRequest = (
  row: Pick<SiteRow, 'site_checklist_ids'>,
): Pick<SiteRow, 'scrape_requested' | 'site_checklist_ids'> => ({
  scrape_requested: true,
  site_checklist_ids: [...new Set([...row.site_checklist_ids, scrapeStartedItemId])].sort((a, b) => a - b),
});
