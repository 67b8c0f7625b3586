import { Group, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../../../../domain/permissions';
import { SiteRecordsList } from '../../../../../views/scrapeRecords/SiteRecordsList';
import { RequestScrapeModal } from '../../../../../views/scrapeRequests/RequestScrapeModal';
import { StartScrapeForm } from '../../../../../views/scrapeTasks/StartScrapeForm';
import { useSiteDetail } from '../../../../../views/siteDetail/siteDetailContext';
import { useViewer } from '../../../../../wiring/viewer';

export const Route = createFileRoute('/_app/sites/id/$id/scrape')({
  component: SiteScrapeTab,
});

/** The site's Scrape tab (part 2 §2.1): Request Scrape, the start form for admin, then the records the scrapes saved. */
function SiteScrapeTab() {
  const { site } = useSiteDetail();
  const viewer = useViewer();
  return (
    <Stack gap="xl">
      <Group>
        <RequestScrapeModal siteId={site.id} siteName={site.name} url={site.url} origin="site" />
      </Group>
      {can(viewer.role, 'startScrape') && (
        <Stack gap="sm" component="section" aria-label="Scrape job">
          <Title order={3}>Start a scrape</Title>
          <StartScrapeForm siteId={site.id} organizationId={site.organization_id} />
        </Stack>
      )}
      <SiteRecordsList siteId={site.id} />
    </Stack>
  );
}
