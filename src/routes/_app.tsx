import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useDeferredValue, useMemo } from 'react';
import { LookupsProvider } from '../lookups/LookupsProvider';
import { readStoredUser } from '../session/storedUser';
import { useSignOut } from '../session/useSignOut';
import { Shell } from '../views/shell/Shell';
import { ViewerProvider } from '../wiring/viewer';

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
  const viewer = useMemo(() => ({ id: Number(user.user_id), role: user.role, name: user.name }), [user]);
  // The shell and the first screen mount in a second, background pass (React renders it in slices,
  // the page answering input between them); the router commits this layout in one blocking render.
  const mounted = useDeferredValue(true, false);
  return (
    <ViewerProvider viewer={viewer}>
      <LookupsProvider>
        {mounted && (
          <Shell image={user.image} onSignOut={() => void signOut()}>
            <Outlet />
          </Shell>
        )}
      </LookupsProvider>
    </ViewerProvider>
  );
}
