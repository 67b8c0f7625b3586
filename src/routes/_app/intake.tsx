import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/intake')({
  component: () => (
    <UpcomingScreen
      title="New Website"
      description="The four-step wizard that creates a new site."
    />
  ),
});
