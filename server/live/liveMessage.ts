/**
 * The websocket protocol of /ws, shared by the server and the browser client.
 * Client -> server: {type: 'subscribe' | 'unsubscribe', channel}.
 * Server -> client: {channel, type, payload}; 'subscribed' acknowledges a subscription and 'error'
 * answers a message the server refused.
 */
export type LiveChannel = `site:${number}` | `launch:${string}` | `records:${string}`;

interface LiveClientMessage {
  type: 'subscribe' | 'unsubscribe';
  channel: string;
}

export interface LiveServerMessage {
  channel: string;
  type: string;
  payload: unknown;
}

// Site ids are integers; launch and organisation ids are opaque but kept to a safe alphabet.
const channelPattern = /^(site:[1-9]\d{0,15}|launch:[A-Za-z0-9_-]{1,64}|records:[A-Za-z0-9_-]{1,64})$/;

export const isLiveChannel = (channel: unknown): channel is LiveChannel => typeof channel === 'string' && channelPattern.test(channel);

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
