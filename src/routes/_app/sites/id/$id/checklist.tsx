import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../../../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/sites/id/$id/checklist')({
  component: SiteTab,
});

function SiteTab() {
  const { id } = Route.useParams();
  return (
    <UpcomingScreen
      title={`Site ${id}`}
      heading={`Site ${id}: Checklist`}
      description="The checklist of this site, by checklist type and category."
    />
  );
}
