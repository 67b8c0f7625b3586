import '@mantine/notifications/styles.css';

/**
 * Mantine's floating and overlay components: dropdowns, menus, tooltips, dialogs, drawers and
 * toasts. With floating-ui, focus traps and scroll locks under them they are about a quarter of a
 * page's JavaScript, and no page needs them before its user first moves, touches or types
 * (overlayLoader.ts loads this chunk then; decision 0404).
 */
export { Drawer, Menu, Modal, Select, Tooltip } from '@mantine/core';
export { Notifications, notifications, notificationsStore } from '@mantine/notifications';
