import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { LookupsProvider } from '../lookups/LookupsProvider';
import { readStoredUser } from '../session/storedUser';
import { useSignOut } from '../session/useSignOut';
import { Shell } from '../views/shell/Shell';

/**
 * Every signed-in screen sits under this pathless layout. The guard only decides what to show:
 * the session cookie is HttpOnly, so the server's 401 (handled in src/api/http.ts) is the real check.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    const user = readStoredUser();
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { user };
  },
  component: AppLayout,
});

function AppLayout() {
  const { user } = Route.useRouteContext();
  const signOut = useSignOut();
  return (
    <LookupsProvider>
      <Shell user={user} onSignOut={() => void signOut()}>
        <Outlet />
      </Shell>
    </LookupsProvider>
  );
}
