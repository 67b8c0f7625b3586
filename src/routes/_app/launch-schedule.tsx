import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { listScreens } from '../../../domain/siteList/listScreens';
import { listSearchSchema } from '../../../domain/siteList/listSearch';
import { LaunchCalendarView } from '../../views/launchSchedule/LaunchCalendarView';
import { SiteListPage } from '../../views/siteList/SiteListPage';

export const Route = createFileRoute('/_app/launch-schedule')({
  validateSearch: listSearchSchema,
  component: () => (
    <Stack gap="lg">
      <LaunchCalendarView />
      <SiteListPage screen={listScreens.launchSchedule} />
    </Stack>
  ),
});
