import { createFileRoute } from '@tanstack/react-router';
import { listScreens } from '../../../../domain/siteList/listScreens';
import { listSearchSchema } from '../../../../domain/siteList/listSearch';
import { SiteListRoute } from '../../../views/siteList/SiteListRoute';

export const Route = createFileRoute('/_app/sites/seo')({
  validateSearch: listSearchSchema,
  component: () => <SiteListRoute screen={listScreens.seo} />,
});
