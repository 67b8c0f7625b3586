import type { Server } from 'node:http';
import { createServer, type Server as TcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createHarness, type Harness } from './harness';
import { attachLiveSockets, type LiveSocketServer } from '../../server/live/liveSocketServer';
import { createLiveSocket } from '../../src/live/liveSocket';
import { endSessions } from '../../server/auth/endSessions';

/** The browser client against the real /ws endpoint (the `ws` package stands in for the browser's WebSocket). */
describe('the live socket client', () => {
  let h: Harness;
  let server: Server;
  let live: LiveSocketServer;
  let url: string;

  beforeAll(async () => {
    h = await createHarness();
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: h.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started as Server));
    });
    live = attachLiveSockets(server, h.deps);
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws?token=${h.users.designer.token}`;
  }, 60_000);
  afterAll(async () => {
    await live.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await h.close();
  });

  const WebSocketImpl = WebSocket as unknown as typeof globalThis.WebSocket;

  it('receives what is published on a subscribed channel, resubscribes after a reconnect and calls onReconnect and onStatus', async () => {
    const onReconnect = vi.fn();
    const statuses: boolean[] = [];
    const client = createLiveSocket({ url, onReconnect, onStatus: (open) => statuses.push(open), WebSocketImpl, firstRetryDelayMs: 50 });
    const received: unknown[] = [];
    client.subscribe('site:5', (type, payload) => received.push({ type, payload }));
    await expect.poll(() => h.live.activeChannels()).toContain('site:5');
    h.live.publish('site:5', 'status', { status: 'Live' });
    await expect.poll(() => received).toEqual([{ type: 'status', payload: { status: 'Live' } }]);

    // The server drops every socket (a restart): the client comes back on its own and says so.
    await live.close();
    live = attachLiveSockets(server, h.deps);
    await expect.poll(() => onReconnect.mock.calls.length, { timeout: 5_000 }).toBe(1);
    // Open, lost while the server was away (the 'Reconnecting…' banner), open again.
    expect(statuses).toEqual([true, false, true]);
    await expect.poll(() => h.live.activeChannels()).toContain('site:5');
    h.live.publish('site:5', 'status', { status: 'Lost' });
    await expect.poll(() => received).toHaveLength(2);
    client.close();
  });

  it('stays closed and says so when the server ends its session, without a reconnecting status', async () => {
    const person = await h.createUser('care', 'Signed out elsewhere');
    const onSessionEnded = vi.fn();
    const statuses: boolean[] = [];
    const client = createLiveSocket({
      url: url.replace(h.users.designer.token, person.token),
      onSessionEnded,
      onStatus: (open) => statuses.push(open),
      WebSocketImpl,
      firstRetryDelayMs: 50,
    });
    await expect.poll(() => statuses).toEqual([true]);
    await endSessions(h.deps, { userId: person.id }, new Date());
    await expect.poll(() => onSessionEnded.mock.calls.length).toBe(1);
    expect(statuses).toEqual([true]);
    client.close();
  });

  it('stops listening after unsubscribe', async () => {
    const client = createLiveSocket({ url, WebSocketImpl });
    const unsubscribe = client.subscribe('launch:abc', () => undefined);
    await expect.poll(() => h.live.activeChannels()).toContain('launch:abc');
    unsubscribe();
    await expect.poll(() => h.live.activeChannels()).not.toContain('launch:abc');
    client.close();
  });

  it('gives up on a handshake that hangs, logs it and retries without throwing', async () => {
    // A TCP server that accepts and never answers: the handshake neither succeeds nor fails.
    const sockets: Socket[] = [];
    const silent: TcpServer = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createLiveSocket({
      url: `ws://127.0.0.1:${(silent.address() as AddressInfo).port}/ws`,
      WebSocketImpl,
      connectTimeoutMs: 100,
      firstRetryDelayMs: 20,
    });
    await expect.poll(() => sockets.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('no connection after 100 ms'));
    client.close();
    errors.mockRestore();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });
});
