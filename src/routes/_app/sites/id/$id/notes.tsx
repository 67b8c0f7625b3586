import { createFileRoute } from '@tanstack/react-router';
import { SiteNotesPanel } from '../../../../../views/siteNotes/SiteNotesPanel';
import { useSiteDetail } from '../../../../../views/siteDetail/siteDetailContext';

export const Route = createFileRoute('/_app/sites/id/$id/notes')({
  component: SiteNotesTab,
});

function SiteNotesTab() {
  const { site } = useSiteDetail();
  return <SiteNotesPanel fhid={site.id} />;
}
