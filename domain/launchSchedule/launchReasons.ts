/**
 * A reschedule or unschedule reason (decisions.md §4), kept on the Settings screen (issue 30) in
 * `launch_reasons`: migration 0029 seeds today's eight, 'Other' the one that requires a note. The
 * server reads the table; the modals read the lookups (GET /api/launchReasons, retired ones left out).
 */
export interface LaunchReasonOption {
  name: string;
  /** 'Other' says nothing by itself, so it needs a note. */
  requiresNote: boolean;
}

/** The reason of this name among those offered, or undefined. */
export const launchReasonNamed = (
  reasons: readonly LaunchReasonOption[],
  name: string | null | undefined,
): LaunchReasonOption | undefined => reasons.find((reason) => reason.name === name);
