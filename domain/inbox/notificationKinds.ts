/**
 * What a notification is about (issue 34). Each kind is one of the Inbox's filters and one of the
 * choices in a person's preferences: someone who turns a kind off is not sent it.
 */
export const notificationKinds = ['mention', 'assignment', 'status', 'launch', 'revision', 'scrape'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How each kind reads as a filter and in the preferences. */
export const notificationKindLabels: Record<NotificationKind, string> = {
  mention: 'Mentions',
  assignment: 'Assignments',
  status: 'Status',
  launch: 'Launches',
  revision: 'Revisions',
  scrape: 'Scrapes',
};
