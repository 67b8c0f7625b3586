/**
 * The Full Send steps of decisions.md §6, in the order the job runs them. Each name is also the
 * live 'launch_event' message the browser shows when the step starts.
 */
export const launchSteps = [
  'Getting started',
  'Publishing site',
  'Pointing DNS',
  'Waiting for DNS',
  'Checking the live site',
  'Updating the board',
  'Done',
] as const;
export type LaunchStep = (typeof launchSteps)[number];

/** The first step not in `done` (steps finish in order), or null when every step has finished. */
export const nextLaunchStep = (done: readonly string[]): LaunchStep | null => launchSteps.find((step) => !done.includes(step)) ?? null;
