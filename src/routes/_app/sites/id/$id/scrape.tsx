import { Group, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useReducer } from 'react';
import { can } from '../../../../../../domain/permissions';
import { taskSearchSchema } from '../../../../../../domain/scrapeTasks/taskSearch';
import { SiteRecordsList } from '../../../../../views/scrapeRecords/SiteRecordsList';
import { RequestScrapeModal } from '../../../../../views/scrapeRequests/RequestScrapeModal';
import { ScrapeRequestsTab } from '../../../../../views/scrapeRequests/ScrapeRequestsTab';
import { ScrapeTasksTab } from '../../../../../views/scrapeTasks/ScrapeTasksTab';
import { StartScrapeForm } from '../../../../../views/scrapeTasks/StartScrapeForm';
import { useSiteDetail } from '../../../../../views/siteDetail/siteDetailContext';
import { useViewer } from '../../../../../wiring/viewer';

export const Route = createFileRoute('/_app/sites/id/$id/scrape')({
  // The site's task list keeps its filters in the URL like the Scrapes page's.
  validateSearch: taskSearchSchema,
  component: SiteScrapeTab,
});

const bump = (count: number) => count + 1;

/**
 * The site's Scrape tab (part 2 §2.1): Request Scrape, the start form for admin, the site's scrape
 * tasks (for those who see tasks) and requests, then the records the scrapes saved. A new request
 * or task remounts its list, so the list shows it.
 */
function SiteScrapeTab() {
  const { site } = useSiteDetail();
  const viewer = useViewer();
  const [requestsVersion, requested] = useReducer(bump, 0);
  const [tasksVersion, started] = useReducer(bump, 0);
  return (
    <Stack gap="xl">
      <Group>
        <RequestScrapeModal siteId={site.id} siteName={site.name} url={site.url} origin="site" onRequested={requested} />
      </Group>
      {can(viewer.role, 'startScrape') && (
        <Stack gap="sm" component="section" aria-label="Scrape job">
          <Title order={3}>Start a scrape</Title>
          <StartScrapeForm siteId={site.id} organizationId={site.organization_id} onStarted={started} />
        </Stack>
      )}
      {can(viewer.role, 'seeScrapeTasks') && (
        <Stack gap="sm" component="section" aria-label="Site scrape tasks">
          <Title order={3}>Scrape Tasks</Title>
          <ScrapeTasksTab key={tasksVersion} siteId={site.id} />
        </Stack>
      )}
      <Stack gap="sm" component="section" aria-label="Site scrape requests">
        <Title order={3}>Scrape Requests</Title>
        <ScrapeRequestsTab key={requestsVersion} siteId={site.id} />
      </Stack>
      <SiteRecordsList siteId={site.id} />
    </Stack>
  );
}
