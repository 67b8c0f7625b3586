import { Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import type { SiteStatus } from '../../../domain/siteStatus';
import { offersStageSite } from '../../../domain/staging/stageable';
import { usePaletteActions } from '../../wiring/paletteCommands';
import { useViewer } from '../../wiring/viewer';
import { lazyWithPreload } from '../shared/lazyWithPreload';
import { Tooltip } from '../shared/overlays/Tooltip';
import { PlainActionIcon } from '../shared/PlainActionIcon';

// The staging modal loads when its button is pointed at or focused, not with the list or the page.
const StagingModal = lazyWithPreload(() => import('./StagingModal').then((module) => module.StagingModal));
const preload = () => void StagingModal.preload();

type Props = {
  site: { id: number; name: string; launcher_label: SiteStatus; duda_id: string | null };
  /** A site-list row's icon button; the detail header's 'Stage Site' button otherwise. */
  compact?: boolean;
  /** Called after the site was staged, so the page reloads it. */
  onStaged: () => void;
};

/**
 * Stage Site (part 2 §2.1), in the detail header and on a site-list row (issue 18): offered for
 * Pre-Staging QA and Final QA sites with a builder project, to roles that may stage. The modal (and
 * its machine) exists only while open, so each click validates afresh. Only the header's button is
 * offered in the command palette: a list has one per row.
 */
export function StageSiteButton({ site, compact = false, onStaged }: Props) {
  const { role } = useViewer();
  const [opened, setOpened] = useState(false);
  // An open modal outlives the button: once staged, the re-read site no longer offers staging,
  // but the modal must stay to show that the site is now Staged.
  const offered = offersStageSite(site, role);
  usePaletteActions(offered && !compact ? [{ id: 'stageSite', label: 'Stage Site', run: () => setOpened(true) }] : []);
  if (!offered && !opened) return null;
  return (
    <>
      {offered &&
        (compact ? (
          <Tooltip label="Stage Site">
            <PlainActionIcon
              color="teal"
              aria-label={`Stage ${site.name}`}
              onClick={() => setOpened(true)}
              onPointerEnter={preload}
              onFocus={preload}
            >
              <IconCloudUpload size={16} />
            </PlainActionIcon>
          </Tooltip>
        ) : (
          <Button color="teal" onClick={() => setOpened(true)} onPointerEnter={preload} onFocus={preload}>
            Stage Site
          </Button>
        ))}
      {opened && (
        <Suspense fallback={null}>
          <StagingModal site={site} onClose={() => setOpened(false)} onStaged={onStaged} />
        </Suspense>
      )}
    </>
  );
}
