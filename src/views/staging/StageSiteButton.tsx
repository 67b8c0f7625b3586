import { useState } from 'react';
import { Button } from '@mantine/core';
import { can } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';
import type { SiteStatus } from '../../../domain/siteStatus';
import { isStageable } from '../../../domain/staging/stageable';
import type { StagingActors } from '../../../machines/staging/staging.actors';
import { stagingActors } from '../../api/staging.api';
import { StagingModal } from './StagingModal';

type Props = {
  site: { id: number; name: string; launcher_label: SiteStatus; duda_id: string | null };
  role: Role;
  /** Called after the site was staged, so the page reloads it. */
  onStaged: () => void;
  /** The API by default; tests and stories pass stubs. */
  actors?: StagingActors;
};

/**
 * Stage Site (part 2 §2.1): offered for Pre-Staging QA and Final QA sites with a builder project,
 * to roles that may stage. The modal (and its machine) exists only while open, so each click
 * validates afresh.
 */
export function StageSiteButton({ site, role, onStaged, actors = stagingActors }: Props) {
  const [opened, setOpened] = useState(false);
  // An open modal outlives the button: once staged, the re-read site no longer offers staging,
  // but the modal must stay to show that the site is now Staged.
  const offered = isStageable(site) && can(role, 'stageSite');
  if (!offered && !opened) return null;
  return (
    <>
      {offered && (
        <Button color="teal" onClick={() => setOpened(true)}>
          Stage Site
        </Button>
      )}
      {opened && <StagingModal site={site} actors={actors} onClose={() => setOpened(false)} onStaged={onStaged} />}
    </>
  );
}
