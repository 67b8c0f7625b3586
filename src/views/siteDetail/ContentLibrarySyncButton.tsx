import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { contentLibrarySyncMachine } from '../../../machines/siteDetail/contentLibrarySync.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

/** Pushes the site's name, phone, e-mail and address into the builder's content library (part 2 §2.1, §8). */
export function ContentLibrarySyncButton({ siteId, hasProject }: { siteId: number; hasProject: boolean }) {
  const [snapshot, send] = useWorkflowMachine('siteDetail', contentLibrarySyncMachine, { input: { siteId } });

  return (
    <Button
      variant="light"
      leftSection={<IconRefresh size={16} />}
      loading={snapshot.matches('syncing')}
      // The library belongs to the builder project: nothing to sync before one exists.
      disabled={!hasProject}
      title={hasProject ? undefined : 'Create or link a builder project first'}
      onClick={() => send({ type: 'SYNC' })}
    >
      Sync Content Library
    </Button>
  );
}
