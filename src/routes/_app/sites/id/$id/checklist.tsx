import { createFileRoute } from '@tanstack/react-router';
import { SiteChecklistPanel } from '../../../../../views/siteChecklist/SiteChecklistPanel';
import { useSiteDetail } from '../../../../../views/siteDetail/siteDetailContext';

export const Route = createFileRoute('/_app/sites/id/$id/checklist')({
  component: SiteChecklistTab,
});

function SiteChecklistTab() {
  const { site } = useSiteDetail();
  return <SiteChecklistPanel fhid={site.id} />;
}
