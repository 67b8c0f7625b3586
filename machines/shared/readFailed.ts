/**
 * The tag of a state that shows a failed read and leaves it on RETRY (its 'Try again'): reading again
 * changes nothing on the server, so the app sends RETRY itself when the connection comes back
 * (src/wiring/useWorkflowMachine.ts, docs/decisions/0434-failed-reads-retry-on-reconnect.md). A
 * failed write is never tagged: sending it again is the person's choice.
 */
export const readFailedTag = 'readFailed';
