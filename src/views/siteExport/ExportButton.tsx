import { Button } from '@mantine/core';
import { siteListSearchParams } from '../../../domain/siteList/listRequestParams';
import type { ListScreenId } from '../../../domain/siteList/listScreens';
import type { SiteListRequest } from '../../../domain/siteList/listSearch';

/**
 * Export: every row matching the list's filters and sort as CSV (issue 19). A plain download link
 * to GET /api/sites/export, so the browser streams the file to disk as the server writes it and
 * names it from the server's Content-Disposition; the session cookie goes with it.
 */
export function ExportButton({ screen, request }: { screen: ListScreenId; request: SiteListRequest }) {
  // Paging is the screen's, not the export's: every matching row is written.
  const params = siteListSearchParams(request);
  params.delete('page');
  params.delete('perPage');
  params.set('screen', screen);
  return (
    <Button component="a" href={`/api/sites/export?${params.toString()}`} download size="xs" variant="default">
      Export CSV
    </Button>
  );
}
