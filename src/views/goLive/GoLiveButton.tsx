import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { can } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';
import type { SiteStatus } from '../../../domain/siteStatus';
import type { GoLiveActors } from '../../../machines/goLive/goLive.actors';
import { goLiveActors } from '../../api/goLive.api';
import { GoLivePanel } from './GoLivePanel';

export type GoLiveButtonProps = {
  siteId: number;
  status: SiteStatus;
  role: Role;
  /** Tests and stories pass stubs; the page uses the real calls. */
  actors?: GoLiveActors;
  /** The page re-reads the site when the panel closes: a launch may have made it Live. */
  onClosed?: () => void;
};

/** The header's 'Go Live' launch checker: for any status but Live, for roles that may go live. */
export function GoLiveButton({ siteId, status, role, actors = goLiveActors, onClosed }: GoLiveButtonProps) {
  const [opened, setOpened] = useState(false);
  if (status === 'Live' || !can(role, 'goLive')) return null;
  return (
    <>
      <Button leftSection={<IconRocket size={16} />} color="green" variant="light" onClick={() => setOpened(true)}>
        Go Live
      </Button>
      <GoLivePanel siteId={siteId} opened={opened} onClose={() => {
          setOpened(false);
          onClosed?.();
        }} actors={actors} />
    </>
  );
}
