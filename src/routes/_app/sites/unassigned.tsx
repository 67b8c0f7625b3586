import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/sites/unassigned')({
  component: () => (
    <UpcomingScreen
      title="Ready for Designer"
      description="Sites waiting for a designer, with a column to assign one."
    />
  ),
});
