import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/launch-schedule')({
  component: () => (
    <UpcomingScreen
      title="Launch Schedule"
      description="Every site with its launch date, to schedule, reschedule or unschedule launches."
    />
  ),
});
