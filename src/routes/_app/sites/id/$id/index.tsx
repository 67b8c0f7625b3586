import { createFileRoute } from '@tanstack/react-router';
import { SiteDetailsTab } from '../../../../../views/siteDetail/SiteDetailsTab';

export const Route = createFileRoute('/_app/sites/id/$id/')({
  component: SiteDetailsTab,
});
