import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import * as v from 'valibot';
import { idParam } from '../../domain/api/id.schema';
import type { DatabaseHandle } from '../db/database';
import { LiveHub, type LiveEvents } from './liveHub';
import { inboxChannelOf, isLiveChannel, type LiveChannel, siteOfChannel } from './liveMessage';

/** What one instance tells the others: the message itself, or where to read one too large to notify. */
type Forwarded = { from: string; channel: LiveChannel; type: string; payload: unknown } | { from: string; ref: number };

// A notification's payload must stay under 8,000 bytes; JSON of a message close to it goes to live_payloads.
const largestNotifiedBytes = 7_500;
// Every instance reads a large message within moments; a minute is plenty before it is cleared.
const keepLargeMessagesFor = '1 minute';

type Database = Pick<DatabaseHandle, 'db' | 'notifications'>;

/**
 * Live events for one or several instances on one database (docs/decisions/0320). Subscribers of
 * this process hear a publish at once; other instances hear it through NOTIFY on `<schema>_live`
 * (in order: each instance sends and handles messages one at a time). The database triggers
 * of migration 0018 notify `<schema>_site_changed` with a site's id whenever anything about the site
 * changes, from any instance, job or script; every instance turns that into `site_changed {id}` on
 * `site:{id}`, and clients re-read what they show; migration 0038's `<schema>_inbox_changed` becomes
 * `inbox_changed` on `inbox:{userId}`. When the listening connection was lost, every
 * site someone here watches gets a `site_changed`, since what changed meanwhile cannot be known.
 */
export class DatabaseLiveEvents implements LiveEvents {
  private readonly hub = new LiveHub();
  private readonly instance = randomUUID();
  private readonly stops: Array<() => void> = [];
  private sent: Promise<void> = Promise.resolve();
  private received: Promise<void> = Promise.resolve();

  constructor(private readonly database: Database) {}

  /** Starts hearing the database; resolves once notifications arrive. */
  async start(): Promise<void> {
    const { notifications } = this.database;
    this.stops.push(
      notifications.on('site_changed', (payload) => {
        const id = v.safeParse(idParam, payload);
        if (id.success) this.hub.publish(`site:${id.output}`, 'site_changed', { id: id.output });
      }),
      notifications.on('inbox_changed', (payload) => {
        const userId = v.safeParse(idParam, payload);
        if (userId.success) this.hub.publish(inboxChannelOf(userId.output), 'inbox_changed', null);
      }),
      notifications.on('live', (payload) => {
        // One at a time, so a large message read from the table keeps its place in the order.
        this.received = this.received
          .then(() => this.deliverForwarded(payload))
          .catch((error: unknown) => console.error('[live] a forwarded message was lost', error));
      }),
      notifications.onResume(() => {
        for (const channel of this.hub.activeChannels()) {
          const id = siteOfChannel(channel);
          if (id !== null) this.hub.publish(channel as LiveChannel, 'site_changed', { id });
        }
      }),
    );
    await notifications.ready();
  }

  /** Stops hearing the database, once what was published has been passed on. */
  async stop(): Promise<void> {
    for (const stop of this.stops.splice(0)) stop();
    await this.sent;
  }

  publish(channel: LiveChannel, type: string, payload: unknown): void {
    this.hub.publish(channel, type, payload);
    // One at a time, so a large message stored first does not fall behind the small one after it.
    this.sent = this.sent
      .then(() => this.forward({ from: this.instance, channel, type, payload }))
      .catch((error: unknown) => console.error(`[live] cannot tell other instances about ${type} on ${channel}`, error));
  }

  listen(channel: string, listener: (type: string, payload: unknown) => void): () => void {
    return this.hub.listen(channel, listener);
  }

  /** Channels with at least one listener in this process (for tests and diagnostics). */
  activeChannels(): string[] {
    return this.hub.activeChannels();
  }

  private async forward(message: Forwarded): Promise<void> {
    const { db } = this.database;
    let text = JSON.stringify(message);
    if (Buffer.byteLength(text) > largestNotifiedBytes) {
      const { id } = await db.insertInto('live_payloads').values({ message: text }).returning('id').executeTakeFirstOrThrow();
      await db
        .deleteFrom('live_payloads')
        .where('created_at', '<', sql<Date>`now() - ${keepLargeMessagesFor}::interval`)
        .execute();
      text = JSON.stringify({ from: this.instance, ref: id } satisfies Forwarded);
    }
    await sql`SELECT pg_notify(current_schema() || '_live', ${text})`.execute(db);
  }

  private async deliverForwarded(text: string): Promise<void> {
    let message = JSON.parse(text) as Forwarded;
    if (message.from === this.instance) return;
    if ('ref' in message) {
      const row = await this.database.db.selectFrom('live_payloads').select('message').where('id', '=', message.ref).executeTakeFirst();
      if (!row) return;
      message = JSON.parse(row.message) as Forwarded;
    }
    if ('channel' in message && isLiveChannel(message.channel)) this.hub.publish(message.channel, message.type, message.payload);
  }
}
