import { createFileRoute, notFound } from '@tanstack/react-router';
import { isPrivileged } from '../../../../domain/roles';
import { listScreens } from '../../../../domain/siteList/listScreens';
import { listSearchSchema } from '../../../../domain/siteList/listSearch';
import { SiteListPage } from '../../../views/siteList/SiteListPage';

export const Route = createFileRoute('/_app/sites/me')({
  // Part 1 §2: My Sites is only routed for non-privileged users; others get the not-found page.
  beforeLoad: ({ context }) => {
    if (isPrivileged(context.user.role)) throw notFound();
  },
  validateSearch: listSearchSchema,
  component: () => <SiteListPage screen={listScreens.mySites} />,
});
