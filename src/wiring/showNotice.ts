import type { Notice } from '../../machines/shared/notice';
import { isHeldAtSecondFactorGate } from '../session/secondFactorGate';
import { loadedOverlays, loadOverlays, type OverlayComponents } from '../views/shared/overlays/overlayLoader';

const colors = { success: 'green', error: 'red', warning: 'yellow', pending: 'blue' } as const;

/** Whether a toast with this id is showing or waiting to show. */
const onScreen = ({ notificationsStore }: OverlayComponents, id: string): boolean => {
  const { notifications: shown, queue } = notificationsStore.getState();
  return shown.some((toast) => toast.id === id) || queue.some((toast) => toast.id === id);
};

/**
 * Shows a machine's Notice as a Mantine toast (top-right, part 1 §9). A keyed notice replaces the
 * toast with its key while that one is on screen (the outcome replaces its pending notice), else it
 * shows anew; a pending notice stays until replaced.
 */
export function showNotice({ tone, message, title, key, autoCloseMs }: Notice): void {
  // At the second-factor gate every read is refused on purpose, and the page says why.
  if (tone === 'error' && isHeldAtSecondFactorGate()) return;
  const pending = tone === 'pending';
  const toast = {
    message,
    title,
    color: colors[tone],
    loading: pending,
    autoClose: pending ? false : (autoCloseMs ?? true),
    withCloseButton: !pending,
  };
  const show = (overlays: OverlayComponents) => {
    if (key !== undefined && onScreen(overlays, key)) overlays.notifications.update({ id: key, ...toast });
    else overlays.notifications.show({ ...(key === undefined ? {} : { id: key }), ...toast });
  };
  // A toast is overlay code (decision 0404): the first one of a page waits for it to load.
  const overlays = loadedOverlays();
  if (overlays) show(overlays);
  else loadOverlays().then(show, () => undefined);
}

/**
 * The `notify` action implementation views provide to their machines:
 * `machine.provide({ actions: { notify: notifyAction } })` (useWorkflowMachine does it).
 */
export const notifyAction = (_: unknown, notice: Notice): void => showNotice(notice);
