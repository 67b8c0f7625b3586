import { createFileRoute } from '@tanstack/react-router';
import { SiteActionsTiles } from '../../../../../views/siteDetail/SiteActionsTiles';
import { useSiteDetail } from '../../../../../views/siteDetail/siteDetailContext';

export const Route = createFileRoute('/_app/sites/id/$id/actions')({
  component: SiteActions,
});

function SiteActions() {
  const { site } = useSiteDetail();
  return <SiteActionsTiles site={site} />;
}
