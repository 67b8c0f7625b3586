import { createFileRoute, useRouterState } from '@tanstack/react-router';
import * as v from 'valibot';
import { noteSearchSchema } from '../../../../../../domain/siteNotes/noteSearch';
import { SiteNotesPanel } from '../../../../../views/siteNotes/SiteNotesPanel';
import { useSiteDetail } from '../../../../../views/siteDetail/siteDetailContext';

export const Route = createFileRoute('/_app/sites/id/$id/notes')({
  validateSearch: noteSearchSchema,
  component: SiteNotesTab,
});

function SiteNotesTab() {
  const { site } = useSiteDetail();
  // The address's search read through the route's schema, so the tab also renders where this route
  // is not the matched one (the whole-page stories render each tab's component under one path).
  const { type } = v.parse(noteSearchSchema, useRouterState({ select: (state) => state.location.search }));
  return <SiteNotesPanel fhid={site.id} filter={type} />;
}
