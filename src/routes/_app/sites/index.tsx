import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/sites/')({
  component: () => (
    <UpcomingScreen
      title="All Sites"
      description="Every site in the pipeline, with search, filters, assignments, launch dates and actions."
    />
  ),
});
