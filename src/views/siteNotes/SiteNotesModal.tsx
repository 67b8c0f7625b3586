import { SiteNotesPanel, type SiteNotesPanelProps } from './SiteNotesPanel';
import { Modal } from '../shared/overlays/Modal';

type Props = SiteNotesPanelProps & { opened: boolean; onClose: () => void; siteName?: string };

/** The wide notes modal of the site list (part 1 §9: '4xl' for notes); the panel loads while it is open. */
export function SiteNotesModal({ opened, onClose, siteName, ...panel }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={siteName ? `Notes: ${siteName}` : 'Notes'} size="56rem">
      <SiteNotesPanel {...panel} />
    </Modal>
  );
}
