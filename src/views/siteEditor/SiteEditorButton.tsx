import { Button } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { offersSiteEditor } from '../../../domain/siteList/siteActions';
import { siteEditorMachine } from '../../../machines/siteEditor/siteEditor.machine';
import { usePaletteActions } from '../../wiring/paletteCommands';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachineOnFirstUse } from '../../wiring/useWorkflowMachine';

type Props = {
  site: Pick<SiteRow, 'id' | 'duda_id'>;
  /** The list's small 'Editor' button; the detail header's 'Edit Site' otherwise. */
  compact?: boolean;
};

/**
 * Opens the builder's editor for a site in a new tab (the list's Editor button, the detail page's
 * Edit Site): shown for a site with a builder project to the roles that may open it.
 */
export function SiteEditorButton({ site, compact = false }: Props) {
  const { role } = useViewer();
  if (!offersSiteEditor(site, role)) return null;
  return <OpenEditorButton siteId={site.id} compact={compact} />;
}

function OpenEditorButton({ siteId, compact }: { siteId: number; compact: boolean }) {
  // Started by the first click: a list page has one per row (decision 0620).
  const [snapshot, send] = useWorkflowMachineOnFirstUse('siteEditor', siteEditorMachine, { input: { siteId } });
  const opening = snapshot?.matches('opening') ?? false;
  // The detail header's button is the page's action; the list's row buttons are not offered.
  usePaletteActions(compact ? [] : [{ id: 'editSite', label: 'Edit Site', run: () => send({ type: 'OPEN' }) }]);
  return compact ? (
    <Button size="compact-xs" variant="light" leftSection={<IconEdit size={14} />} loading={opening} onClick={() => send({ type: 'OPEN' })}>
      Editor
    </Button>
  ) : (
    <Button variant="default" leftSection={<IconEdit size={16} />} loading={opening} onClick={() => send({ type: 'OPEN' })}>
      Edit Site
    </Button>
  );
}
