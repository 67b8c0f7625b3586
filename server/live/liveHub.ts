import type { LiveChannel } from './liveMessage';

type LiveListener = (type: string, payload: unknown) => void;

/** What request handlers and jobs see (`deps.live`). */
export interface LiveEvents {
  /** Pushes {channel, type, payload} to everyone subscribed to the channel; nobody listening is fine. */
  publish(channel: LiveChannel, type: string, payload: unknown): void;
  /** In-process subscription (each websocket subscription is one); returns the unsubscribe function. */
  listen(channel: string, listener: LiveListener): () => void;
}

/**
 * Channel fan-out inside one server process. Websocket connections are listeners like any other,
 * so tests can observe what a route or job published without opening a socket.
 */
export class LiveHub implements LiveEvents {
  private readonly listeners = new Map<string, Set<LiveListener>>();

  publish(channel: LiveChannel, type: string, payload: unknown): void {
    for (const listener of this.listeners.get(channel) ?? []) {
      try {
        listener(type, payload);
      } catch (error) {
        // One broken listener must not stop the others or the publisher's request.
        console.error(`[live] listener on ${channel} failed`, error);
      }
    }
  }

  listen(channel: string, listener: LiveListener): () => void {
    const set = this.listeners.get(channel) ?? new Set<LiveListener>();
    set.add(listener);
    this.listeners.set(channel, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(channel);
    };
  }

  /** Channels with at least one listener (for tests and diagnostics). */
  activeChannels(): string[] {
    return [...this.listeners.keys()];
  }
}
