import { Group, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useSiteDetail } from '../../../../../views/siteDetail/siteDetailContext';
import { SiteTabPlaceholder } from '../../../../../views/siteDetail/SiteTabPlaceholder';
import { RequestScrapeModal } from '../../../../../views/scrapeRequests/RequestScrapeModal';

export const Route = createFileRoute('/_app/sites/id/$id/scrape')({
  component: SiteScrapeTab,
});

function SiteScrapeTab() {
  const { site } = useSiteDetail();
  return (
    <Stack>
      <Group>
        <RequestScrapeModal siteId={site.id} siteName={site.name} url={site.url} origin="site" />
      </Group>
      <SiteTabPlaceholder
        title="Scrape"
        description="For admins, starting scrape jobs and watching their progress arrive here in a later issue."
      />
    </Stack>
  );
}
