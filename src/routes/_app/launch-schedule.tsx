import { createFileRoute } from '@tanstack/react-router';
import { listScreens } from '../../../domain/siteList/listScreens';
import { listSearchSchema } from '../../../domain/siteList/listSearch';
import { LaunchCalendarView } from '../../views/launchSchedule/LaunchCalendarView';
import { SiteListPage } from '../../views/siteList/SiteListPage';

export const Route = createFileRoute('/_app/launch-schedule')({
  validateSearch: listSearchSchema,
  // The page's heading first, then the month across the page, then the list (issue 18).
  component: () => <SiteListPage screen={listScreens.launchSchedule} aside={<LaunchCalendarView />} />,
});
