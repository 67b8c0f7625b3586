import { useState } from 'react';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import * as v from 'valibot';
import { signInMachine } from '../../machines/signIn/signIn.machine';
import { usePageTitle } from '../app/usePageTitle';
import { postSignInDestination } from '../session/postSignInDestination';
import { loginActor, preauthActor } from '../session/signInActors';
import { writeStoredUser } from '../session/storedUser';
import { LoginView } from '../views/signIn/LoginView';

// The router's default search parser reads '?u=123' as a number; a code is always text.
const text = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)));

export const Route = createFileRoute('/login')({
  validateSearch: v.object({ redirect: text, u: text }),
  component: LoginPage,
});

function LoginPage() {
  usePageTitle('Sign in');
  const search = Route.useSearch();
  const router = useRouter();
  // Built once: the actor keeps the logic it started with.
  const [machine] = useState(() =>
    signInMachine.provide({
      actors: { login: loginActor, preauth: preauthActor },
      actions: {
        completeSignIn: (_, { user, redirect }) => {
          writeStoredUser(user);
          const destination = postSignInDestination(redirect, search.redirect);
          if (destination.startsWith('/')) void router.navigate({ href: destination, replace: true });
          else window.location.assign(destination);
        },
      },
    }),
  );
  const [snapshot, send] = useActor(machine, { input: { preauthCode: search.u ?? null } });
  return <LoginView snapshot={snapshot} send={send} />;
}
