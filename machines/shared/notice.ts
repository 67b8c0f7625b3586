/**
 * A toast a machine asks for. Machines do no UI: they call the `notify` action with a Notice as its
 * params, and the view provides the implementation (src/wiring/useNotify.ts shows Mantine toasts;
 * tests record them).
 *
 * `key` ties a 'pending' notice ('Deleting site...') to the notice that settles it: the outcome
 * replaces the pending toast instead of adding a second one.
 */
export type Notice = {
  tone: 'success' | 'error' | 'warning' | 'pending';
  message: string;
  title?: string;
  key?: string;
  /** How long the toast stays; the app's default (part 1 §9) when absent. */
  autoCloseMs?: number;
};

/**
 * A failure's toast: the screen's own words ('Unable to ...'), followed by the reason when there is
 * one (the server's refusal from refusalOf, a job's recorded error), so a 4xx says why and a crash
 * or a lost connection does not show its internals.
 */
export const failureNotice = (message: string, reason: string | null): Notice => ({
  tone: 'error',
  message: reason ? `${message}: ${reason}` : message,
});

/** A failure's toast that, given the server's reason, says both what failed (its title) and why. */
export const titledFailureNotice = (message: string, reason: string | null): Notice =>
  reason ? { tone: 'error', title: message, message: reason } : { tone: 'error', message };

/**
 * The `notify` action every machine that shows toasts declares in `setup({ actions: { notify } })`.
 * It does nothing until provided, so a machine run without a view (the server, a unit test) stays
 * silent.
 */
export const notify = (_: unknown, _notice: Notice): void => {};
