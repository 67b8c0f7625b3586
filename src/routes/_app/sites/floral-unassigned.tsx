import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/sites/floral-unassigned')({
  component: () => (
    <UpcomingScreen
      title="Unassigned Sites"
      heading="Ready for Floral"
      description="Sites without a floral specialist, with a column to assign one."
    />
  ),
});
