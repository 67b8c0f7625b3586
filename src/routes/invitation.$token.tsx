import { useCallback } from 'react';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import type { SignInSuccess } from '../../domain/api/signIn.schema';
import { writeStoredUser } from '../session/storedUser';
import { AcceptInvitationView } from '../views/people/AcceptInvitationView';

/** Public, outside the signed-in layout: the invitation's token is the credential. */
export const Route = createFileRoute('/invitation/$token')({
  component: InvitationPage,
});

function InvitationPage() {
  const { token } = Route.useParams();
  const router = useRouter();
  // Signed in: keep the user, as the sign-in page does, and open the app.
  const signedIn = useCallback(
    ({ user }: SignInSuccess) => {
      writeStoredUser(user);
      void router.navigate({ to: '/', replace: true });
    },
    [router],
  );
  return <AcceptInvitationView token={token} onSignedIn={signedIn} />;
}
