import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useSiteDetailServices } from './siteDetailServices';

/** Pushes the site's name, phone, e-mail and address into the builder's content library (part 2 §2.1, §8). */
export function ContentLibrarySyncButton({ siteId, hasProject }: { siteId: number; hasProject: boolean }) {
  const { syncContentLibrary } = useSiteDetailServices();
  const [syncing, setSyncing] = useState(false);

  const sync = async () => {
    setSyncing(true);
    try {
      await syncContentLibrary(siteId);
      notifications.show({ color: 'green', message: 'Finished updating content library!' });
    } catch {
      notifications.show({ color: 'red', message: 'Unable to update content library' });
    } finally {
      setSyncing(false);
    }
  };

  return (
    <Button
      variant="light"
      leftSection={<IconRefresh size={16} />}
      loading={syncing}
      // The library belongs to the builder project: nothing to sync before one exists.
      disabled={!hasProject}
      title={hasProject ? undefined : 'Create or link a builder project first'}
      onClick={() => void sync()}
    >
      Sync Content Library
    </Button>
  );
}
