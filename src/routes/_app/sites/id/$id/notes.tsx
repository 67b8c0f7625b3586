import { createFileRoute } from '@tanstack/react-router';
import { noteSearchSchema } from '../../../../../../domain/siteNotes/noteSearch';
import { SiteNotesPanel } from '../../../../../views/siteNotes/SiteNotesPanel';
import { useSiteDetail } from '../../../../../views/siteDetail/siteDetailContext';

export const Route = createFileRoute('/_app/sites/id/$id/notes')({
  validateSearch: noteSearchSchema,
  component: SiteNotesTab,
});

function SiteNotesTab() {
  const { site } = useSiteDetail();
  const { type } = Route.useSearch();
  return <SiteNotesPanel fhid={site.id} filter={type} />;
}
