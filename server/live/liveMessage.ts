import * as v from 'valibot';
import { idParam } from '../../domain/api/id.schema';

/**
 * The websocket protocol of /ws, shared by the server and the browser client.
 * Client -> server: {type: 'subscribe' | 'unsubscribe', channel}.
 * Server -> client: {channel, type, payload}; 'subscribed' acknowledges a subscription and 'error'
 * answers a message the server refused.
 */
/** `lookups`: a shared list changed on the Settings screen (issue 30); open pages reload their choice lists. */
export type LiveChannel =
  `site:${number}` | `launch:${string}` | `records:${string}` | 'lookups' | typeof endedSessionsChannel | `inbox:${number}`;

/**
 * `inbox`: the signed-in person's own notifications changed (issue 34); the bell re-reads its count.
 * A browser subscribes to 'inbox' and hears `inbox:{its user's id}`, the channel the server
 * publishes on: nobody can listen to another person's inbox.
 */
export const ownInboxChannel = 'inbox';
export const inboxChannelOf = (userId: number): LiveChannel => `inbox:${userId}`;

/**
 * The server's own channel: `ended {sessionIds}` when sessions end on any instance
 * (server/auth/endSessions.ts), so every instance closes their websockets. Browsers may not subscribe.
 */
export const endedSessionsChannel = 'sessions:ended';

interface LiveClientMessage {
  type: 'subscribe' | 'unsubscribe';
  channel: string;
}

export interface LiveServerMessage {
  channel: string;
  type: string;
  payload: unknown;
}

// Launch and organisation ids are opaque but kept to a safe alphabet.
const otherChannel = /^(launch|records):[A-Za-z0-9_-]{1,64}$/;

/** The site a `site:{id}` channel is about, or null for any other channel. */
export const siteOfChannel = (channel: string): number | null => {
  const siteId = v.safeParse(idParam, channel.startsWith('site:') ? channel.slice('site:'.length) : undefined);
  return siteId.success ? siteId.output : null;
};

// A site channel is written as the server publishes it ('site:7', never 'site:007'), or it would never hear anything.
export const isLiveChannel = (channel: unknown): channel is LiveChannel => {
  if (typeof channel !== 'string') return false;
  if (channel === endedSessionsChannel) return true;
  if (channel === 'lookups') return true;
  if (/^inbox:[1-9][0-9]{0,9}$/.test(channel)) return true;
  const siteId = siteOfChannel(channel);
  return siteId === null ? otherChannel.test(channel) : channel === `site:${siteId}`;
};

/** A channel a browser may subscribe to: every live channel but the server's own. */
export const isSubscribableChannel = (channel: unknown): channel is LiveChannel | typeof ownInboxChannel =>
  channel === ownInboxChannel || (isLiveChannel(channel) && channel !== endedSessionsChannel && !channel.startsWith('inbox:'));

export const parseClientMessage = (raw: string): LiveClientMessage | undefined => {
  try {
    const message: unknown = JSON.parse(raw);
    if (typeof message !== 'object' || message === null) return undefined;
    const { type, channel } = message as Record<string, unknown>;
    if ((type !== 'subscribe' && type !== 'unsubscribe') || typeof channel !== 'string') return undefined;
    return { type, channel };
  } catch {
    return undefined;
  }
};
