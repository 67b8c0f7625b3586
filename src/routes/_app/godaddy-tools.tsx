import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/godaddy-tools')({
  component: () => (
    <UpcomingScreen
      title="GoDaddy Tools"
      description="Domain availability search with suggestions."
    />
  ),
});
