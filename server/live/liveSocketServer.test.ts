import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createHarness, type Harness, type TestUser } from '../../tests/api/harness';
import { endSessions } from '../auth/endSessions';
import { DatabaseLiveEvents } from './databaseLiveEvents';
import { attachLiveSockets, type LiveSocketServer } from './liveSocketServer';
import type { LiveServerMessage } from './liveMessage';
import { messageText } from './messageText';

/** A real ws client against the app on 127.0.0.1, as a browser would connect. */
describe('the /ws live endpoint', () => {
  let h: Harness;
  let server: Server;
  let live: LiveSocketServer;
  let base: string;
  let origin: string;
  /** The server's heartbeat, beaten by the test itself (see the last test). */
  let beat: () => void = () => undefined;

  beforeAll(async () => {
    h = await createHarness();
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: h.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started as Server));
    });
    live = attachLiveSockets(server, h.deps, {
      heartbeat: (serverBeat) => {
        beat = serverBeat;
        return () => undefined;
      },
    });
    const { port } = server.address() as AddressInfo;
    base = `ws://127.0.0.1:${port}/ws`;
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await live.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await h.close();
  });

  /** Resolves with the HTTP status of a refused handshake, or 101 when it opens. */
  const handshake = (url: string, headers: Record<string, string>) =>
    new Promise<number>((resolve) => {
      const ws = new WebSocket(url, { headers });
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      ws.on('open', () => {
        resolve(101);
        ws.close();
      });
      ws.on('error', () => undefined);
    });

  /** An open socket that queues every message it receives; waiting for one fails as soon as the socket closes. */
  const connect = async (headers: Record<string, string> = { origin, authorization: `bearer ${h.users.designer.token}` }, url = base) => {
    const ws = new WebSocket(url, { headers });
    const inbox: LiveServerMessage[] = [];
    const waiting: Array<{ resolve: (message: LiveServerMessage) => void; reject: (error: Error) => void }> = [];
    ws.on('message', (raw) => {
      const message = JSON.parse(messageText(raw)) as LiveServerMessage;
      const waiter = waiting.shift();
      if (waiter) waiter.resolve(message);
      else inbox.push(message);
    });
    ws.on('close', (code) => {
      for (const waiter of waiting.splice(0)) waiter.reject(new Error(`the socket closed (${code}) before the message came`));
    });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const next = () =>
      new Promise<LiveServerMessage>((resolve, reject) => {
        if (inbox.length) resolve(inbox.shift()!);
        else if (ws.readyState !== ws.OPEN) reject(new Error('the socket is closed'));
        else waiting.push({ resolve, reject });
      });
    const subscribe = async (channel: string) => {
      ws.send(JSON.stringify({ type: 'subscribe', channel }));
      return next();
    };
    return { ws, inbox, next, subscribe };
  };

  it('answers 401 without a session and with a revoked or unknown token', async () => {
    expect(await handshake(base, { origin })).toBe(401);
    expect(await handshake(`${base}?token=not-a-session`, { origin })).toBe(401);
  });

  it('refuses a page from another origin even with a valid session', async () => {
    expect(await handshake(base, { origin: 'https://evil.example', authorization: `bearer ${h.users.admin.token}` })).toBe(403);
  });

  it('accepts the session cookie, a ?token= parameter or a bearer header', async () => {
    const token = h.users.care.token;
    expect(await handshake(base, { origin, cookie: `access_token=${token}` })).toBe(101);
    expect(await handshake(`${base}?token=${token}`, { origin })).toBe(101);
    expect(await handshake(base, { authorization: `bearer ${token}` })).toBe(101);
  });

  it('refuses an upgrade riding the session cookie unless it names our own page', async () => {
    const cookie = `access_token=${h.users.care.token}`;
    expect(await handshake(base, { cookie })).toBe(403);
    expect(await handshake(base, { cookie, 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(await handshake(base, { cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await handshake(base, { cookie, origin: 'null' })).toBe(403);
    expect(await handshake(base, { cookie, 'sec-fetch-site': 'same-origin' })).toBe(101);
  });

  it('lets a token client connect without an Origin, but never from a foreign one', async () => {
    const token = h.users.care.token;
    expect(await handshake(`${base}?token=${token}`, {})).toBe(101);
    expect(await handshake(base, { authorization: `bearer ${token}`, cookie: `access_token=${token}` })).toBe(101);
    expect(await handshake(`${base}?token=${token}`, { origin: 'https://evil.example' })).toBe(403);
  });

  it('answers 404 for an upgrade on any other path', async () => {
    expect(await handshake(base.replace('/ws', '/elsewhere'), { origin, authorization: `bearer ${h.users.care.token}` })).toBe(404);
  });

  it('delivers a publish to a subscriber of that channel and to no other channel', async () => {
    const siteWatcher = await connect();
    const otherWatcher = await connect();
    expect(await siteWatcher.subscribe('site:12')).toEqual({ channel: 'site:12', type: 'subscribed', payload: null });
    expect(await otherWatcher.subscribe('site:13')).toMatchObject({ type: 'subscribed' });

    h.live.publish('site:12', 'status', { status: 'Staged' });
    h.live.publish('launch:abc-1', 'launch_event', { message: 'Publishing site' });
    expect(await siteWatcher.next()).toEqual({ channel: 'site:12', type: 'status', payload: { status: 'Staged' } });

    // A marker on the other socket's own channel: once it arrives, anything leaked would have arrived first.
    h.live.publish('site:13', 'marker', null);
    expect(await otherWatcher.next()).toEqual({ channel: 'site:13', type: 'marker', payload: null });
    expect(otherWatcher.inbox).toEqual([]);
    siteWatcher.ws.close();
    otherWatcher.ws.close();
  });

  it('stops delivering after unsubscribe and refuses an unknown channel', async () => {
    const client = await connect();
    await client.subscribe('records:7');
    client.ws.send(JSON.stringify({ type: 'unsubscribe', channel: 'records:7' }));
    expect(await client.subscribe('users:everything')).toMatchObject({ channel: 'users:everything', type: 'error' });
    h.live.publish('records:7', 'record', { id: 1 });
    expect(await client.subscribe('site:1')).toMatchObject({ channel: 'site:1', type: 'subscribed' });
    expect(client.inbox).toEqual([]);
    client.ws.close();
  });

  /** Resolves with the code and reason the server closed the socket with. */
  const closeOf = (ws: WebSocket) =>
    new Promise<{ code: number; reason: string }>((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );

  const connectAs = (user: TestUser) => connect({ origin, authorization: `bearer ${user.token}` });

  it('closes the socket of a session that logs out, and no other', async () => {
    const leaving = await h.createUser('designer', 'Leaving designer');
    const staying = await connect();
    const socket = await connectAs(leaving);
    const closed = closeOf(socket.ws);

    expect((await h.request('GET', '/logout', { as: leaving })).status).toBe(200);
    expect(await closed).toEqual({ code: 4001, reason: 'Session ended' });
    expect(await staying.subscribe('site:5')).toMatchObject({ type: 'subscribed' });
    staying.ws.close();
  });

  it('closes the sockets of ended sessions served by another instance within a second', async () => {
    const other = new DatabaseLiveEvents(h.handle);
    await other.start();
    const otherServer = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: h.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started as Server));
    });
    const otherSockets = attachLiveSockets(otherServer, { ...h.deps, live: other });
    try {
      const person = await h.createUser('care', 'Deactivated elsewhere');
      // A bearer client names no Origin (this instance listens on another port).
      const socket = await connect(
        { authorization: `bearer ${person.token}` },
        `ws://127.0.0.1:${(otherServer.address() as AddressInfo).port}/ws`,
      );
      const closed = closeOf(socket.ws);
      const endedAt = Date.now();

      expect(await endSessions(h.deps, { userId: person.id }, new Date())).toBe(1);
      expect(await closed).toEqual({ code: 4001, reason: 'Session ended' });
      expect(Date.now() - endedAt).toBeLessThan(1000);
      expect(await handshake(base, { origin, authorization: `bearer ${person.token}` })).toBe(401);
    } finally {
      await otherSockets.close();
      otherServer.closeAllConnections();
      await new Promise((resolve) => otherServer.close(resolve));
      await other.stop();
    }
  });

  it('closes the socket when its session expires', async () => {
    const person = await h.createUser('care', 'Expiring soon');
    await h.handle.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 300) })
      .where('user_id', '=', person.id)
      .execute();
    const socket = await connectAs(person);
    expect(await closeOf(socket.ws)).toEqual({ code: 4001, reason: 'Session ended' });
  });

  it("keeps browsers off the server's ended-sessions channel", async () => {
    const client = await connect();
    expect(await client.subscribe('sessions:ended')).toMatchObject({ channel: 'sessions:ended', type: 'error' });
    client.ws.close();
  });

  it('drops a socket that stops answering pings and forgets its subscriptions, and keeps one that answers', async () => {
    const answering = await connect();
    const silent = await connect();
    await answering.subscribe('site:98');
    await silent.subscribe('site:99');
    expect(h.live.activeChannels()).toEqual(expect.arrayContaining(['site:98', 'site:99']));
    // Stop reading from the TCP socket: the client never sees the pings, so it never answers them.
    (silent.ws as unknown as { _socket: { pause(): void } })._socket.pause();

    const pinged = new Promise((resolve) => answering.ws.once('ping', resolve));
    beat();
    await pinged;
    // ws sends the pong before it emits 'ping', so the server has read it once this answer arrives.
    expect(await answering.subscribe('site:97')).toMatchObject({ type: 'subscribed' });

    beat();
    await expect.poll(() => h.live.activeChannels(), { timeout: 10_000 }).not.toContain('site:99');
    expect(await answering.subscribe('site:96')).toMatchObject({ type: 'subscribed' });
    expect(h.live.activeChannels()).toContain('site:98');
    answering.ws.close();
    silent.ws.terminate();
  });
});

describe('closing the /ws endpoint, as a graceful stop does', () => {
  it('closes open sockets with 1012 (service restart), so browsers reconnect, and takes no new upgrade', async () => {
    const h = await createHarness();
    const server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: h.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started as Server));
    });
    try {
      const live = attachLiveSockets(server, h.deps);
      const { port } = server.address() as AddressInfo;
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${h.users.designer.token}`);
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const closed = new Promise<{ code: number; reason: string }>((resolve) =>
        ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
      );

      await live.close();
      expect(await closed).toEqual({ code: 1012, reason: 'Service restart' });
      expect(live.connectionCount()).toBe(0);
      const late = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${h.users.designer.token}`);
      // The upgrade listener is gone: Node answers the upgrade by closing the connection.
      await expect(new Promise((resolve, reject) => late.once('open', resolve).once('error', reject))).rejects.toThrow();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await h.close();
    }
  });
});
