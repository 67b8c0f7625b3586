import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../../../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/sites/id/$id/qa')({
  component: SiteTab,
});

function SiteTab() {
  const { id } = Route.useParams();
  return (
    <UpcomingScreen
      title={`Site ${id}`}
      heading={`Site ${id}: Revisions`}
      description="The revisions (QA issues) of this site, with a form to log one."
    />
  );
}
