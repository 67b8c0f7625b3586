import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/scrapes')({
  component: () => (
    <UpcomingScreen
      title="Scrapes"
      description="Scrape requests and, for privileged users, scrape tasks."
    />
  ),
});
