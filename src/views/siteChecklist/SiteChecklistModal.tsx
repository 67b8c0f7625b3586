import { SiteChecklistPanel } from './SiteChecklistPanel';
import { Modal } from '../shared/overlays/Modal';

type Props = { opened: boolean; onClose: () => void; fhid: number; siteName: string };

/** The site checklist modal of the site list (part 1 §2): the site page's Checklist tab; it loads while open. */
export function SiteChecklistModal({ opened, onClose, fhid, siteName }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Checklist: ${siteName}`} size="lg">
      <SiteChecklistPanel fhid={fhid} />
    </Modal>
  );
}
