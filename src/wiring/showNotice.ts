import { notifications } from '@mantine/notifications';
import type { Notice } from '../../machines/shared/notice';

const colors = { success: 'green', error: 'red', warning: 'yellow', pending: 'blue' } as const;

/** Keys of pending toasts still on screen, so the notice that settles one replaces it. */
const pendingKeys = new Set<string>();

/**
 * Shows a machine's Notice as a Mantine toast (top-right, part 1 §9). A pending notice stays until
 * the notice with the same key replaces it with the outcome.
 */
export function showNotice({ tone, message, title, key, autoCloseMs }: Notice): void {
  const pending = tone === 'pending';
  const toast = {
    message,
    title,
    color: colors[tone],
    loading: pending,
    autoClose: pending ? false : (autoCloseMs ?? true),
    withCloseButton: !pending,
  };
  if (key !== undefined && pendingKeys.has(key)) {
    notifications.update({ id: key, ...toast });
  } else {
    notifications.show({ ...(key === undefined ? {} : { id: key }), ...toast });
  }
  if (key === undefined) return;
  if (pending) pendingKeys.add(key);
  else pendingKeys.delete(key);
}

/**
 * The `notify` action implementation views provide to their machines:
 * `machine.provide({ actions: { notify: notifyAction } })` (useWorkflowMachine does it).
 */
export const notifyAction = (_: unknown, notice: Notice): void => showNotice(notice);
