import { createFileRoute } from '@tanstack/react-router';
import { SiteActionsTiles } from '../../../../../views/siteDetail/SiteActionsTiles';

export const Route = createFileRoute('/_app/sites/id/$id/actions')({
  component: SiteActions,
});

function SiteActions() {
  const { id } = Route.useParams();
  return <SiteActionsTiles siteId={Number(id)} />;
}
