import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../../../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/sites/id/$id/domains')({
  component: SiteTab,
});

function SiteTab() {
  const { id } = Route.useParams();
  return (
    <UpcomingScreen
      title={`Site ${id}`}
      heading={`Site ${id}: Domains`}
      description="The domain request form and the proxy tool."
    />
  );
}
