import { createLiveSocket, type LiveHandler, type LiveSocket } from './liveSocket';

/**
 * The tab's one live connection, opened on first use (a screen that never listens opens none).
 * Screens subscribe to channels and to reconnections, so each can re-read what it missed; the app's
 * connection status (src/app/connection.ts) hears whether it is open.
 */
let socket: LiveSocket | undefined;
const reconnectListeners = new Set<() => void>();
const statusListeners = new Set<(open: boolean) => void>();
const sessionEndedListeners = new Set<() => void>();

const connection = (): LiveSocket =>
  (socket ??= createLiveSocket({
    onReconnect: () => {
      for (const listener of reconnectListeners) listener();
    },
    onStatus: (open) => {
      for (const listener of statusListeners) listener(open);
    },
    // The next signed-in screen opens a new socket for the new session.
    onSessionEnded: () => {
      socket = undefined;
      for (const listener of sessionEndedListeners) listener();
    },
  }));

export const subscribeLive = (channel: string, handler: LiveHandler): (() => void) => connection().subscribe(channel, handler);

export const onLiveReconnect = (listener: () => void): (() => void) => {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
};

export const onLiveStatus = (listener: (open: boolean) => void): (() => void) => {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
};

/** The server ended this tab's session (logout elsewhere, deactivation, expiry) and closed the live socket. */
export const onLiveSessionEnded = (listener: () => void): (() => void) => {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
};
