import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ProfilePage } from '../../views/profile/ProfilePage';

/** /profile: every signed-in role; each tab is a child route (src/views/profile/profileTabs.ts). */
export const Route = createFileRoute('/_app/profile')({
  component: () => (
    <ProfilePage>
      <Outlet />
    </ProfilePage>
  ),
});
