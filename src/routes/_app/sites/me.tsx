import { createFileRoute, notFound } from '@tanstack/react-router';
import { isPrivileged } from '../../../../domain/roles';
import { UpcomingScreen } from '../../../views/shell/UpcomingScreen';

export const Route = createFileRoute('/_app/sites/me')({
  // Part 1 §2: My Sites is only routed for non-privileged users; others get the not-found page.
  beforeLoad: ({ context }) => {
    if (isPrivileged(context.user.role)) throw notFound();
  },
  component: () => (
    <UpcomingScreen
      title="My Sites"
      description="Your statistics and the sites assigned to you, filtered for your role."
    />
  ),
});
