import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { Button, Container, Group } from '@mantine/core';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { Preferences } from '../../domain/api/me.schema';
import { LookupsProvider } from '../lookups/LookupsProvider';
import { useSecondFactorGate } from '../session/secondFactorGate';
import { readStoredPreferences, writeStoredPreferences } from '../session/storedPreferences';
import { readStoredUser } from '../session/storedUser';
import { useSignOut } from '../session/useSignOut';
import { Shell } from '../views/shell/Shell';
import { PreferencesProvider } from '../wiring/preferences';
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
  const [knownPreferences] = useState(() => readStoredPreferences(user.user_id));
  const keepPreferences = useCallback((preferences: Preferences) => writeStoredPreferences(user.user_id, preferences), [user.user_id]);
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
        <PreferencesProvider known={knownPreferences} onChange={keepPreferences}>
          {mounted && (
            <Shell image={user.image} onSignOut={() => void signOut()}>
              <Outlet />
            </Shell>
          )}
        </PreferencesProvider>
      </LookupsProvider>
    </ViewerProvider>
  );
}
