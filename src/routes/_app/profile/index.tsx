import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Profile } from '../../../../domain/api/me.schema';
import { writeStoredProfile } from '../../../session/storedUser';
import { ProfileDetailsView } from '../../../views/profile/ProfileDetailsView';

export const Route = createFileRoute('/_app/profile/')({ component: ProfileDetailsRoute });

/** The Details tab; a changed name or avatar reaches the shell's header at once (the signed-in layout reads the stored user). */
function ProfileDetailsRoute() {
  const router = useRouter();
  const keep = useCallback(
    (profile: Profile) => {
      writeStoredProfile(profile);
      void router.invalidate();
    },
    [router],
  );
  return <ProfileDetailsView onProfileChanged={keep} />;
}
