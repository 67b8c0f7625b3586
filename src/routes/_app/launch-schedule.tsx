import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { listScreens } from '../../../domain/siteList/listScreens';
import { listSearchSchema } from '../../../domain/siteList/listSearch';
import { LaunchCalendarView } from '../../views/launchSchedule/LaunchCalendarView';
import { SiteListRoute } from '../../views/siteList/SiteListRoute';

export const Route = createFileRoute('/_app/launch-schedule')({
  validateSearch: listSearchSchema,
  component: () => (
    <Stack gap="lg">
      <LaunchCalendarView />
      <SiteListRoute screen={listScreens.launchSchedule} />
    </Stack>
  ),
});
