import { createFileRoute } from '@tanstack/react-router';
import { listScreens } from '../../../../domain/siteList/listScreens';
import { listSearchSchema } from '../../../../domain/siteList/listSearch';
import { SiteListRoute } from '../../../views/siteList/SiteListRoute';

export const Route = createFileRoute('/_app/sites/coaching-sessions')({
  validateSearch: listSearchSchema,
  component: () => <SiteListRoute screen={listScreens.readyForCoaching} />,
});
