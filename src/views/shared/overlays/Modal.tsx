import type { DrawerProps, ModalProps } from '@mantine/core';
import { useOverlays } from './overlayLoader';

/**
 * Mantine's Modal, rendered once the overlay code has loaded (decision 0404): a closed modal shows
 * nothing anyway, and one opened first loads that code and then opens.
 */
export function Modal(props: ModalProps) {
  const overlays = useOverlays(props.opened);
  return overlays ? <overlays.Modal {...props} /> : null;
}

/** Mantine's Drawer, rendered once the overlay code has loaded, as Modal is. */
export function Drawer(props: DrawerProps) {
  const overlays = useOverlays(props.opened);
  return overlays ? <overlays.Drawer {...props} /> : null;
}
