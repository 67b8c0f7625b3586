import { createFileRoute } from '@tanstack/react-router';
import { SiteDomainsTab } from '../../../../../views/siteDetail/SiteDomainsTab';

export const Route = createFileRoute('/_app/sites/id/$id/domains')({
  component: SiteDomainsTab,
});
