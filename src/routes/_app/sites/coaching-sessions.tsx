import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/sites/coaching-sessions')({
  component: () => (
    <UpcomingScreen
      title="Ready for Coaching"
      description="Live sites with their coaching status, an account manager column and Mark Coached."
    />
  ),
});
