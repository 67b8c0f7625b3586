import { createFileRoute } from '@tanstack/react-router';
import { SiteTabPlaceholder } from '../../../../../views/siteDetail/SiteTabPlaceholder';

export const Route = createFileRoute('/_app/sites/id/$id/scrape')({
  component: () => (
    <SiteTabPlaceholder
      title="Scrape"
      description="Scrape requests for this site and, for admins, starting scrape jobs and watching their progress arrive here in a later issue."
    />
  ),
});
