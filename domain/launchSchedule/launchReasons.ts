/** Reschedule and unschedule reasons (decisions.md §4), in the order the modals list them. */
export const launchReasons = [
  'Funeral home request',
  'No domain',
  'Scrape issue',
  'Waiting on florist',
  'Waiting on obit only developer',
  'Design not ready',
  'Content not received',
  'Other',
] as const;
export type LaunchReason = (typeof launchReasons)[number];

export const isLaunchReason = (value: unknown): value is LaunchReason =>
  typeof value === 'string' && (launchReasons as readonly string[]).includes(value);

/** 'Other' says nothing by itself, so it needs a note. */
export const reasonNeedsNote = (reason: LaunchReason): boolean => reason === 'Other';
