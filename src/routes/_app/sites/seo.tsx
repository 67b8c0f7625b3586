import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/sites/seo')({
  component: () => (
    <UpcomingScreen
      title="SEO"
      description="The pre-live and post-live SEO lists."
    />
  ),
});
