import { createFileRoute } from '@tanstack/react-router';
import { RevisionsView } from '../../../../../views/revisions/RevisionsView';
import { useSiteDetail } from '../../../../../views/siteDetail/siteDetailContext';

export const Route = createFileRoute('/_app/sites/id/$id/qa')({
  component: SiteRevisionsTab,
});

function SiteRevisionsTab() {
  const { site } = useSiteDetail();
  return <RevisionsView fhid={site.id} siteLabel={site.launcher_label} />;
}
