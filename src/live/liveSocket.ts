/**
 * The browser's connection to the server's live channels (/ws). One socket per tab; screens
 * subscribe to channels such as 'site:12' or 'launch:<id>'. The socket reconnects on its own and
 * calls onReconnect so screens re-read what they may have missed while it was down. Network trouble
 * is logged, never thrown: live updates are a convenience on top of the API, not a dependency.
 */
export type LiveHandler = (type: string, payload: unknown) => void;

export interface LiveSocketOptions {
  /** Defaults to ws(s)://<this host>/ws; the session cookie authenticates it. */
  url?: string;
  /** Called after every reconnection (not the first connection). */
  onReconnect?: () => void;
  /** Called with true whenever the socket opens and with false whenever it closes or cannot open (the 'Reconnecting…' banner). */
  onStatus?: (open: boolean) => void;
  /**
   * Called when the server closes the socket because its session ended (logout, deactivation,
   * expiry: 4001, decision 0450). The socket then stays closed: reconnecting would only be refused.
   */
  onSessionEnded?: () => void;
  connectTimeoutMs?: number;
  firstRetryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** The WebSocket class; tests pass the `ws` package's. */
  WebSocketImpl?: typeof WebSocket;
}

export interface LiveSocket {
  /** Listen to a channel; returns the function that stops listening. */
  subscribe(channel: string, handler: LiveHandler): () => void;
  close(): void;
}

/** The server's close code for a socket whose session ended (server/live/liveSocketServer.ts). */
const sessionEndedCode = 4001;

const defaultUrl = (): string => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;

export const createLiveSocket = (options: LiveSocketOptions = {}): LiveSocket => {
  const { connectTimeoutMs = 20_000, firstRetryDelayMs = 1_000, maxRetryDelayMs = 5_000 } = options;
  const WebSocketImpl = options.WebSocketImpl ?? WebSocket;
  const handlers = new Map<string, Set<LiveHandler>>();
  let socket: WebSocket | undefined;
  let retryDelay = firstRetryDelayMs;
  let connectedBefore = false;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const sendIfOpen = (message: { type: 'subscribe' | 'unsubscribe'; channel: string }) => {
    if (socket?.readyState === WebSocketImpl.OPEN) socket.send(JSON.stringify(message));
  };

  const reportStatus = (open: boolean) => {
    try {
      options.onStatus?.(open);
    } catch (error) {
      console.error('[live] onStatus failed', error);
    }
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    reportStatus(false);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect();
    }, retryDelay);
    // 1 s, 2 s, 4 s, then every 5 s: quick after a blip, gentle on a server that is down.
    retryDelay = Math.min(retryDelay * 2, maxRetryDelayMs);
  };

  const connect = () => {
    let current: WebSocket;
    try {
      current = new WebSocketImpl(options.url ?? defaultUrl());
    } catch (error) {
      console.error('[live] cannot open the socket', error);
      scheduleReconnect();
      return;
    }
    socket = current;
    // A handshake that hangs (proxy, sleeping laptop) would otherwise never fire 'close'.
    const connectTimer = setTimeout(() => {
      console.error(`[live] no connection after ${connectTimeoutMs} ms, retrying`);
      socket = undefined;
      current.close();
      scheduleReconnect();
    }, connectTimeoutMs);

    current.addEventListener('open', () => {
      clearTimeout(connectTimer);
      retryDelay = firstRetryDelayMs;
      reportStatus(true);
      for (const channel of handlers.keys()) sendIfOpen({ type: 'subscribe', channel });
      if (connectedBefore) {
        try {
          options.onReconnect?.();
        } catch (error) {
          console.error('[live] onReconnect failed', error);
        }
      }
      connectedBefore = true;
    });
    current.addEventListener('message', (event: MessageEvent) => {
      let message: { channel?: unknown; type?: unknown; payload?: unknown };
      try {
        message = JSON.parse(String(event.data)) as typeof message;
      } catch (error) {
        console.error('[live] unreadable message', error);
        return;
      }
      if (message.type === 'error') console.error('[live] server refused', message);
      // Acknowledgements and refusals are protocol, not events for the screens.
      if (
        typeof message.channel !== 'string' ||
        typeof message.type !== 'string' ||
        message.type === 'subscribed' ||
        message.type === 'error'
      )
        return;
      for (const handler of handlers.get(message.channel) ?? []) {
        try {
          handler(message.type, message.payload);
        } catch (error) {
          console.error(`[live] handler for ${message.channel} failed`, error);
        }
      }
    });
    current.addEventListener('error', () => console.error('[live] socket error'));
    current.addEventListener('close', (event: CloseEvent) => {
      clearTimeout(connectTimer);
      // A socket already given up on (timed out) must not start a second reconnection.
      if (socket !== current) return;
      socket = undefined;
      if (event.code === sessionEndedCode) {
        closed = true;
        options.onSessionEnded?.();
        return;
      }
      scheduleReconnect();
    });
  };

  connect();

  return {
    subscribe: (channel, handler) => {
      const set = handlers.get(channel) ?? new Set<LiveHandler>();
      if (set.size === 0) sendIfOpen({ type: 'subscribe', channel });
      set.add(handler);
      handlers.set(channel, set);
      return () => {
        set.delete(handler);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        sendIfOpen({ type: 'unsubscribe', channel });
      };
    },
    close: () => {
      closed = true;
      clearTimeout(retryTimer);
      socket?.close();
    },
  };
};
