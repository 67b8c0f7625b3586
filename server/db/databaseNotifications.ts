import pg from 'pg';
import type { EmbeddedDatabase } from './embeddedDatabase';

/** The notification channels the server uses; each is scoped to the database schema (`<schema>_<name>`). */
export type NotificationName = 'live' | 'site_changed' | 'inbox_changed';

export interface DatabaseNotifications {
  /** Calls `handler` with each payload notified on the channel, from any connection or instance; returns the unsubscribe function. */
  on(name: NotificationName, handler: (payload: string) => void): () => void;
  /**
   * Called after the listening connection was lost and is back: notifications of the gap are gone,
   * so whoever relies on them re-reads.
   */
  onResume(handler: () => void): () => void;
  /** Resolves once notifications are being received (on PostgreSQL, the listening connection is up). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const names: readonly NotificationName[] = ['live', 'site_changed', 'inbox_changed'];

/** The database-wide channel name of `name` for tables in `schema` (the triggers of migration 0018 build the same). */
const channelOf = (schema: string, name: NotificationName): string => `${schema}_${name}`;

const createDispatch = () => {
  const handlers = new Map<NotificationName, Set<(payload: string) => void>>(names.map((name) => [name, new Set()]));
  const resumeHandlers = new Set<() => void>();
  const safely = (run: () => void) => {
    try {
      run();
    } catch (error) {
      console.error('[db] notification handler failed', error);
    }
  };
  return {
    deliver: (name: NotificationName, payload: string) => {
      for (const handler of handlers.get(name) ?? []) safely(() => handler(payload));
    },
    resumed: () => {
      for (const handler of resumeHandlers) safely(handler);
    },
    on: (name: NotificationName, handler: (payload: string) => void) => {
      handlers.get(name)?.add(handler);
      return () => void handlers.get(name)?.delete(handler);
    },
    onResume: (handler: () => void) => {
      resumeHandlers.add(handler);
      return () => void resumeHandlers.delete(handler);
    },
  };
};

/**
 * PGlite is one connection (on its worker thread): LISTEN once when the database opens, before any
 * transaction could swallow the statement.
 */
export const listenOnPglite = async (pglite: Pick<EmbeddedDatabase, 'listen'>): Promise<DatabaseNotifications> => {
  const dispatch = createDispatch();
  const stops = await Promise.all(
    names.map((name) => pglite.listen(channelOf('public', name), (payload) => dispatch.deliver(name, payload))),
  );
  return {
    on: dispatch.on,
    onResume: dispatch.onResume,
    ready: () => Promise.resolve(),
    close: async () => {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
};

/**
 * A dedicated connection to PostgreSQL for LISTEN (a pooled one would be handed to other queries).
 * It connects on the first subscription, so a command-line tool that never listens opens none, and
 * reconnects after a loss with a growing delay, telling `onResume` handlers once it listens again.
 */
export const listenOnPostgres = (clientConfig: pg.ClientConfig): DatabaseNotifications => {
  const dispatch = createDispatch();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retryDelayMs = 500;
  let lostBefore = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(clientConfig);
    next.on('notification', ({ channel, payload }) => {
      const name = names.find((candidate) => channel.endsWith(`_${candidate}`));
      if (name) dispatch.deliver(name, payload ?? '');
    });
    next.on('error', (error) => {
      console.error('[db] the notification connection failed', error.message);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    const { rows } = await next.query<{ schema: string }>('SELECT current_schema() AS schema');
    const schema = rows[0]?.schema ?? 'public';
    for (const name of names) await next.query(`LISTEN ${pg.escapeIdentifier(channelOf(schema, name))}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryDelayMs = 500;
    if (lostBefore) dispatch.resumed();
  };

  const lost = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = undefined;
    lostBefore = true;
    void which.end().catch(() => undefined);
    reconnectLater();
  };

  const reconnectLater = () => {
    setTimeout(() => {
      if (closed) return;
      connecting = connect().catch((error: unknown) => {
        console.error('[db] cannot listen for notifications, retrying', error instanceof Error ? error.message : error);
        lostBefore = true;
        reconnectLater();
      });
    }, retryDelayMs).unref();
    // At most 2 s apart, so live events are back within moments of the database (decision 0429).
    retryDelayMs = Math.min(retryDelayMs * 2, 2_000);
  };

  const ensureConnected = (): Promise<void> =>
    (connecting ??= connect().catch((error: unknown) => {
      console.error('[db] cannot listen for notifications, retrying', error instanceof Error ? error.message : error);
      lostBefore = true;
      reconnectLater();
    }));

  return {
    on: (name, handler) => {
      void ensureConnected();
      return dispatch.on(name, handler);
    },
    onResume: dispatch.onResume,
    ready: ensureConnected,
    close: async () => {
      closed = true;
      await connecting;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
};
