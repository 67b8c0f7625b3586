import { createFileRoute } from '@tanstack/react-router';
import { UpcomingScreen } from '../../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/sites/qa')({
  component: () => (
    <UpcomingScreen
      title="Ready for QA"
      description="Sites in Pre-Staging QA or Final QA, with a column to assign QA."
    />
  ),
});
