import { useCallback } from 'react';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { oidcOutcomes } from '../../domain/api/oidc.schema';
import type { SignInOutput } from '../../machines/signIn/signIn.actors';
import { postSignInDestination } from '../session/postSignInDestination';
import { writeStoredUser } from '../session/storedUser';
import { LoginView } from '../views/signIn/LoginView';
import { usePageTitle } from '../wiring/usePageTitle';

// The router's default search parser reads '?u=123' as a number; a code is always text.
const text = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)));

export const Route = createFileRoute('/login')({
  // oidc: how the identity provider's sign-in ended; anything else in it is ignored, not an error page.
  validateSearch: v.object({ redirect: text, u: text, oidc: v.fallback(v.optional(v.picklist(oidcOutcomes)), undefined) }),
  component: LoginPage,
});

function LoginPage() {
  usePageTitle('Sign in');
  const search = Route.useSearch();
  const router = useRouter();
  // Signed in: keep the user (part 1 §3) and go where the server or the address bar says.
  const signedIn = useCallback(
    ({ user, redirect }: SignInOutput) => {
      writeStoredUser(user);
      const destination = postSignInDestination(redirect, search.redirect);
      if (destination.startsWith('/')) void router.navigate({ href: destination, replace: true });
      else window.location.assign(destination);
    },
    [router, search.redirect],
  );
  return (
    <LoginView
      preauthCode={search.u ?? null}
      oidc={search.oidc ?? null}
      returnTo={postSignInDestination(null, search.redirect)}
      onSignedIn={signedIn}
    />
  );
}
