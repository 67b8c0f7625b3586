import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { offersGoLive } from '../../../domain/goLive/goLiveOffered';
import type { SiteStatus } from '../../../domain/siteStatus';
import { usePaletteActions } from '../../wiring/paletteCommands';
import { useViewer } from '../../wiring/viewer';
import { lazyWithPreload } from '../shared/lazyWithPreload';
import { MountOnOpen } from '../shared/MountOnOpen';
import { Tooltip } from '../shared/overlays/Tooltip';
import { PlainActionIcon } from '../shared/PlainActionIcon';

// The launch checker loads when its button is pointed at or focused, not with the list or the page.
const GoLivePanel = lazyWithPreload(() => import('./GoLivePanel').then((module) => module.GoLivePanel));
const preload = () => void GoLivePanel.preload();

export type GoLiveButtonProps = {
  site: { id: number; name: string; launcher_label: SiteStatus };
  /** A site-list row's icon button; the detail header's 'Go Live' button otherwise. */
  compact?: boolean;
  /** The page re-reads the site when the panel closes: a launch may have made it Live. */
  onClosed?: () => void;
};

/**
 * The 'Go Live' launch checker, in the detail header and on a site-list row (issue 18): for any
 * status but Live, for roles that may go live. An open panel stays open when the site turns Live
 * under it (the page re-reads the site live, while the launch is still finishing), and the button
 * goes once it is closed. Only the header's button is offered in the command palette: a list has
 * one per row.
 */
export function GoLiveButton({ site, compact = false, onClosed }: GoLiveButtonProps) {
  const { role } = useViewer();
  const [opened, setOpened] = useState(false);
  const offered = offersGoLive(site.launcher_label, role);
  usePaletteActions(offered && !compact ? [{ id: 'goLive', label: 'Go Live', run: () => setOpened(true) }] : []);
  if (!offered && !opened) return null;
  return (
    <>
      {offered &&
        (compact ? (
          <Tooltip label="Go Live">
            <PlainActionIcon
              color="green"
              aria-label={`Go Live for ${site.name}`}
              onClick={() => setOpened(true)}
              onPointerEnter={preload}
              onFocus={preload}
            >
              <IconRocket size={16} />
            </PlainActionIcon>
          </Tooltip>
        ) : (
          <Button
            leftSection={<IconRocket size={16} />}
            color="green"
            variant="light"
            onClick={() => setOpened(true)}
            onPointerEnter={preload}
            onFocus={preload}
          >
            Go Live
          </Button>
        ))}
      <MountOnOpen opened={opened}>
        {(shown) => (
          <GoLivePanel
            siteId={site.id}
            opened={shown}
            onClose={() => {
              setOpened(false);
              onClosed?.();
            }}
          />
        )}
      </MountOnOpen>
    </>
  );
}
