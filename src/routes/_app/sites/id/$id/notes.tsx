import { createFileRoute } from '@tanstack/react-router';
import { SiteTabPlaceholder } from '../../../../../views/siteDetail/SiteTabPlaceholder';

export const Route = createFileRoute('/_app/sites/id/$id/notes')({
  component: () => <SiteTabPlaceholder title="Notes" description="The notes of this site, newest first, with a form to add one." />,
});
