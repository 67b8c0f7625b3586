import { useSyncExternalStore } from 'react';

/**
 * Whether the server holds this tab at the second-factor gate (REQUIRE_2FA, issue 29): set by the
 * transport when an answer says 'Set up your second factor to use the app', lifted when the factor
 * is on and its recovery codes were seen. While it is set the app shows only the enrolment tab: every other read would be
 * refused, so the shell's lists, live socket and their failure toasts are not started at all.
 */
let gated = false;
const listeners = new Set<() => void>();

const setGated = (next: boolean): void => {
  if (gated === next) return;
  gated = next;
  for (const listener of listeners) listener();
};

export const holdAtSecondFactorGate = (): void => setGated(true);
export const liftSecondFactorGate = (): void => setGated(false);
export const isHeldAtSecondFactorGate = (): boolean => gated;

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSecondFactorGate = (): boolean => useSyncExternalStore(subscribe, isHeldAtSecondFactorGate);
