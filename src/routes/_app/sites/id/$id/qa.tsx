import { createFileRoute } from '@tanstack/react-router';
import { revisionActors } from '../../../../../api/revisions.api';
import { RevisionsView } from '../../../../../views/revisions/RevisionsView';
import { useSiteDetail } from '../../../../../views/siteDetail/siteDetailContext';

export const Route = createFileRoute('/_app/sites/id/$id/qa')({
  component: SiteRevisionsTab,
});

function SiteRevisionsTab() {
  const { site, viewer } = useSiteDetail();
  return <RevisionsView fhid={site.id} siteLabel={site.launcher_label} viewer={{ id: viewer.userId, role: viewer.role }} actors={revisionActors} />;
}
