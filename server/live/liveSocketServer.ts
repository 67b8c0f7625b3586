import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { parse as parseCookie } from 'hono/utils/cookie';
import { type WebSocket, WebSocketServer } from 'ws';
import { findSessionUser, readToken, sessionCookieName } from '../auth/session.middleware';
import type { AppDeps } from '../appDeps';
import { crossSiteRefusal, isCookieAuthenticated } from '../http/sameOrigin';
import type { EndedSessions } from '../auth/endSessions';
import {
  endedSessionsChannel,
  inboxChannelOf,
  isSubscribableChannel,
  type LiveServerMessage,
  ownInboxChannel,
  parseClientMessage,
} from './liveMessage';
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

/** The live session behind a handshake: which one it is and until when it holds. */
interface SocketSession {
  sessionId: number;
  userId: number;
  expiresAt: Date;
}

const findSocketSession = async (deps: AppDeps, token: string): Promise<SocketSession | 'secondFactorRequired' | undefined> => {
  const user = await findSessionUser(deps, token);
  if (!user) return undefined;
  // Live events are the app's data: none until a required second factor is enrolled.
  if (user.mustEnrolSecondFactor) return 'secondFactorRequired';
  const { expires_at } = await deps.db
    .selectFrom('sessions')
    .select('expires_at')
    .where('id', '=', user.sessionId)
    .executeTakeFirstOrThrow();
  return { sessionId: user.sessionId, userId: user.id, expiresAt: expires_at };
};

// setTimeout holds at most 2^31-1 ms (24.8 days); a longer session's timer is set again when it fires.
const longestTimerMs = 2_147_483_647;

/** 4001 (the application's range) so the browser can tell a session that ended from a dropped connection. */
const sessionEndedCode = 4001;

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
  /** The open sockets of each session, so a session that ends (logout, deactivation, expiry) closes its own. */
  const socketsOfSession = new Map<number, Set<WebSocket>>();
  const closeSessionSockets = (sessionId: number) => {
    for (const ws of socketsOfSession.get(sessionId) ?? []) ws.close(sessionEndedCode, 'Session ended');
  };
  const stopHearingEndedSessions = deps.live.listen(endedSessionsChannel, (_type, payload) => {
    for (const sessionId of (payload as EndedSessions).sessionIds) closeSessionSockets(sessionId);
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== livePath) return refuse(socket, 404, 'Not Found');
    if (isCrossSite(request, url, deps.config.PUBLIC_ORIGIN)) return refuse(socket, 403, 'Forbidden');
    const token = tokenOf(request, url);
    void (token ? findSocketSession(deps, token) : Promise.resolve(undefined)).then(
      (session) => {
        if (!session) return refuse(socket, 401, 'Unauthorized');
        if (session === 'secondFactorRequired') return refuse(socket, 403, 'Forbidden');
        wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, session));
      },
      (error: unknown) => {
        console.error('[live] session lookup failed', error);
        socket.destroy();
      },
    );
  };
  server.on('upgrade', onUpgrade);

  wss.on('connection', (ws: WebSocket, session: SocketSession) => {
    const subscriptions = new Map<string, () => void>();
    const sessionSockets = socketsOfSession.get(session.sessionId) ?? new Set<WebSocket>();
    sessionSockets.add(ws);
    socketsOfSession.set(session.sessionId, sessionSockets);
    let expiryTimer: NodeJS.Timeout | undefined;
    const closeAtExpiry = () => {
      const left = session.expiresAt.getTime() - deps.now().getTime();
      if (left <= 0) return ws.close(sessionEndedCode, 'Session ended');
      expiryTimer = setTimeout(closeAtExpiry, Math.min(left, longestTimerMs));
      expiryTimer.unref();
    };
    closeAtExpiry();
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
      if (!isSubscribableChannel(channel)) return send({ channel, type: 'error', payload: { message: `Unknown channel ${channel}` } });
      // Every signed-in role may read every site (decisions §2), so any valid channel is allowed;
      // 'inbox' is the person's own (liveMessage.ts).
      const heard = channel === ownInboxChannel ? inboxChannelOf(session.userId) : channel;
      if (!subscriptions.has(channel))
        subscriptions.set(
          channel,
          deps.live.listen(heard, (type, payload) => send({ channel, type, payload })),
        );
      send({ channel, type: 'subscribed', payload: null });
    });
    ws.on('close', () => {
      clearTimeout(expiryTimer);
      sessionSockets.delete(ws);
      if (sessionSockets.size === 0) socketsOfSession.delete(session.sessionId);
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
        stopHearingEndedSessions();
        server.off('upgrade', onUpgrade);
        // 1012 (service restart) rather than 1001 (going away): browsers reconnect, to another instance behind a balancer.
        for (const ws of wss.clients) ws.close(1012, 'Service restart');
        wss.close(() => resolve());
      }),
  };
};
