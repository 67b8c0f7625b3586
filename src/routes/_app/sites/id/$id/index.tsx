import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../../../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/sites/id/$id/')({
  component: SiteTab,
});

function SiteTab() {
  const { id } = Route.useParams();
  return (
    <UpcomingScreen
      title={`Site ${id}`}
      heading={`Site ${id}: Details`}
      description="The site header, side panel and editable details: provider, corporation, partners and addons."
    />
  );
}
