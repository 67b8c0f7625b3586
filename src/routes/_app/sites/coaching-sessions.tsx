import { createFileRoute } from '@tanstack/react-router';
import { listScreens } from '../../../../domain/siteList/listScreens';
import { listSearchSchema } from '../../../../domain/siteList/listSearch';
import { SiteListPage } from '../../../views/siteList/SiteListPage';

export const Route = createFileRoute('/_app/sites/coaching-sessions')({
  validateSearch: listSearchSchema,
  component: () => <SiteListPage screen={listScreens.readyForCoaching} />,
});
