import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { parse as parseCookie } from 'hono/utils/cookie';
import { type WebSocket, WebSocketServer } from 'ws';
import { findSessionUser, readToken, sessionCookieName } from '../auth/session.middleware';
import type { AppDeps } from '../appDeps';
import { crossSiteRefusal, isCookieAuthenticated } from '../http/sameOrigin';
import { isLiveChannel, type LiveServerMessage, parseClientMessage } from './liveMessage';
import { messageText } from './messageText';

const livePath = '/ws';

/** Calls `beat` at each heartbeat until the returned function stops it. */
type HeartbeatClock = (beat: () => void) => () => void;

/** Every 30 seconds, without keeping the process alive for it. */
const everyThirtySeconds: HeartbeatClock = (beat) => {
  const timer = setInterval(beat, 30_000);
  timer.unref();
  return () => clearInterval(timer);
};

export interface LiveSocketOptions {
  /**
   * When to ping; a socket that has not answered the previous ping by the next beat is dropped.
   * Tests beat by hand: on a busy machine a short real interval dropped healthy sockets.
   */
  heartbeat?: HeartbeatClock;
}

export interface LiveSocketServer {
  /** Open connections (for tests and diagnostics). */
  connectionCount(): number;
  close(): Promise<void>;
}

const refuse = (socket: Duplex, status: 401 | 403 | 404, reason: string): void => {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${reason.length}\r\n\r\n${reason}`,
  );
};

const cookieTokenOf = (request: IncomingMessage): string | undefined =>
  parseCookie(request.headers.cookie ?? '', sessionCookieName)[sessionCookieName];

/** The session token from ?token= (browsers cannot set headers on a websocket), an Authorization bearer header, or the access_token cookie. */
const tokenOf = (request: IncomingMessage, url: URL): string | undefined =>
  url.searchParams.get('token') ?? readToken(cookieTokenOf(request), request.headers.authorization);

/** A browser always sends Origin on a websocket handshake; one riding the cookie must name our own page (decision 0312). */
const isCrossSite = (request: IncomingMessage, url: URL, ownOrigin: string | undefined): boolean =>
  crossSiteRefusal(
    {
      origin: request.headers.origin,
      secFetchSite: [request.headers['sec-fetch-site']].flat()[0],
      host: request.headers.host,
      cookieAuthenticated: !url.searchParams.has('token') && isCookieAuthenticated(cookieTokenOf(request), request.headers.authorization),
    },
    ownOrigin,
  ) !== undefined;

/**
 * The live channel endpoint on the app's own HTTP server: upgrades on /ws only, for a live session
 * and from our own origin (a page on another site could otherwise ride the user's cookie); an
 * upgrade that rides the cookie without naming its Origin is refused too.
 */
export const attachLiveSockets = (server: Server, deps: AppDeps, options: LiveSocketOptions = {}): LiveSocketServer => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const alive = new WeakMap<WebSocket, boolean>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== livePath) return refuse(socket, 404, 'Not Found');
    if (isCrossSite(request, url, deps.config.PUBLIC_ORIGIN)) return refuse(socket, 403, 'Forbidden');
    const token = tokenOf(request, url);
    void (token ? findSessionUser(deps, token) : Promise.resolve(undefined)).then(
      (user) => {
        if (!user) return refuse(socket, 401, 'Unauthorized');
        // Live events are the app's data: none until a required second factor is enrolled.
        if (user.mustEnrolSecondFactor) return refuse(socket, 403, 'Forbidden');
        wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
      },
      (error: unknown) => {
        console.error('[live] session lookup failed', error);
        socket.destroy();
      },
    );
  };
  server.on('upgrade', onUpgrade);

  wss.on('connection', (ws: WebSocket) => {
    const subscriptions = new Map<string, () => void>();
    const send = (message: LiveServerMessage) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    ws.on('error', (error) => console.error('[live] socket error', error));
    ws.on('message', (raw) => {
      const message = parseClientMessage(messageText(raw));
      if (!message) return send({ channel: '', type: 'error', payload: { message: 'Send {"type":"subscribe","channel":"site:12"}' } });
      const { channel } = message;
      if (message.type === 'unsubscribe') {
        subscriptions.get(channel)?.();
        subscriptions.delete(channel);
        return;
      }
      if (!isLiveChannel(channel)) return send({ channel, type: 'error', payload: { message: `Unknown channel ${channel}` } });
      // Every signed-in role may read every site (decisions §2), so any valid channel is allowed.
      if (!subscriptions.has(channel))
        subscriptions.set(
          channel,
          deps.live.listen(channel, (type, payload) => send({ channel, type, payload })),
        );
      send({ channel, type: 'subscribed', payload: null });
    });
    ws.on('close', () => {
      for (const unsubscribe of subscriptions.values()) unsubscribe();
      subscriptions.clear();
    });
  });

  // A socket whose peer vanished (laptop lid closed, network gone) never sends 'close'; the ping finds it.
  const stopHeartbeat = (options.heartbeat ?? everyThirtySeconds)(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  });

  return {
    connectionCount: () => wss.clients.size,
    close: () =>
      new Promise<void>((resolve) => {
        stopHeartbeat();
        server.off('upgrade', onUpgrade);
        // 1012 (service restart) rather than 1001 (going away): browsers reconnect, to another instance behind a balancer.
        for (const ws of wss.clients) ws.close(1012, 'Service restart');
        wss.close(() => resolve());
      }),
  };
};
