import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/create')({
  component: () => (
    <UpcomingScreen
      title="Create Site"
      description="Pick a template to create the builder project of a site."
    />
  ),
});
