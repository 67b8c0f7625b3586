import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/pages/$id')({
  component: SitePages,
});

function SitePages() {
  const { id } = Route.useParams();
  return (
    <UpcomingScreen
      title={`Site Pages ${id}`}
      heading={`Site ${id}: Pages`}
      description="The pages of this site with their SEO title and description, CSV export, presets and the AI helper."
    />
  );
}
