import { Modal } from '@mantine/core';
import { SiteChecklistPanel, type SiteChecklistPanelProps } from './SiteChecklistPanel';

type Props = SiteChecklistPanelProps & { opened: boolean; onClose: () => void; siteName?: string };

/** The site checklist modal of the site list (part 1 §2); the panel loads while it is open. */
export function SiteChecklistModal({ opened, onClose, siteName, ...panel }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={siteName ? `Checklist: ${siteName}` : 'Checklist'} size="xl">
      <SiteChecklistPanel {...panel} />
    </Modal>
  );
}
