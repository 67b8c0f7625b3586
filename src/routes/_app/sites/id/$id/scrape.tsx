import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../../../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/sites/id/$id/scrape')({
  component: SiteTab,
});

function SiteTab() {
  const { id } = Route.useParams();
  return (
    <UpcomingScreen
      title={`Site ${id}`}
      heading={`Site ${id}: Scrape`}
      description="Scrape requests and, for admins, scrape jobs of this site."
    />
  );
}
