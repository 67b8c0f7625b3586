import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { Button, Container, Group } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { LookupsProvider } from '../lookups/LookupsProvider';
import { useSecondFactorGate } from '../session/secondFactorGate';
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
  const held = useSecondFactorGate();
  const viewer = useMemo(() => ({ id: Number(user.user_id), role: user.role, name: user.name }), [user]);
  // The shell and the first screen mount in a second, background pass (React renders it in slices,
  // the page answering input between them); the router commits this layout in one blocking render.
  const mounted = useDeferredValue(true, false);
  if (held) {
    return (
      <ViewerProvider viewer={viewer}>
        <Container size="sm" py="md" component="main">
          <Group justify="flex-end">
            <Button variant="subtle" onClick={() => void signOut()}>
              Sign out
            </Button>
          </Group>
          <Outlet />
        </Container>
      </ViewerProvider>
    );
  }
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
