import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { offersGoLive } from '../../../domain/goLive/goLiveOffered';
import type { SiteStatus } from '../../../domain/siteStatus';
import { usePaletteActions } from '../../wiring/paletteCommands';
import { useViewer } from '../../wiring/viewer';
import { GoLivePanel } from './GoLivePanel';

export type GoLiveButtonProps = {
  siteId: number;
  status: SiteStatus;
  /** The page re-reads the site when the panel closes: a launch may have made it Live. */
  onClosed?: () => void;
};

/**
 * The header's 'Go Live' launch checker: for any status but Live, for roles that may go live. An
 * open panel stays open when the site turns Live under it (the page re-reads the site live, while
 * the launch is still finishing), and the button goes once it is closed.
 */
export function GoLiveButton({ siteId, status, onClosed }: GoLiveButtonProps) {
  const { role } = useViewer();
  const [opened, setOpened] = useState(false);
  const offered = offersGoLive(status, role);
  usePaletteActions(offered ? [{ id: 'goLive', label: 'Go Live', run: () => setOpened(true) }] : []);
  if (!offered && !opened) return null;
  return (
    <>
      {offered && (
        <Button leftSection={<IconRocket size={16} />} color="green" variant="light" onClick={() => setOpened(true)}>
          Go Live
        </Button>
      )}
      <GoLivePanel
        siteId={siteId}
        opened={opened}
        onClose={() => {
          setOpened(false);
          onClosed?.();
        }}
      />
    </>
  );
}
