import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/link')({
  component: () => (
    <UpcomingScreen
      title="Link a Duda Site"
      description="Link or unlink an existing builder project and a funeral home."
    />
  ),
});
