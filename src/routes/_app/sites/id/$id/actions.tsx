import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../../../../domain/permissions';
import { FakeObituariesTile } from '../../../../../views/scrapeRecords/FakeObituariesTile';
import { ObituaryScrapeTile } from '../../../../../views/scrapeTasks/ObituaryScrapeTile';
import { SiteActionsTiles } from '../../../../../views/siteDetail/SiteActionsTiles';
import { useSiteDetail } from '../../../../../views/siteDetail/siteDetailContext';

export const Route = createFileRoute('/_app/sites/id/$id/actions')({
  component: SiteActionsRoute,
});

function SiteActionsRoute() {
  const { site, viewer } = useSiteDetail();
  return (
    <SiteActionsTiles
      live={{
        'Obituary Scrape': <ObituaryScrapeTile siteId={site.id} organizationId={site.organization_id} mayStart={can(viewer.role, 'startScrape')} />,
        'Fake Obituaries': <FakeObituariesTile siteId={site.id} mayManage={can(viewer.role, 'manageFakeObituaries')} />,
      }}
    />
  );
}
