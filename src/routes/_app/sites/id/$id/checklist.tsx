import { createFileRoute } from '@tanstack/react-router';
import { SiteTabPlaceholder } from '../../../../../views/siteDetail/SiteTabPlaceholder';

export const Route = createFileRoute('/_app/sites/id/$id/checklist')({
  component: () => <SiteTabPlaceholder title="Checklist" description="The checklist of this site, by checklist type and category." />,
});
