import WebSocket from 'ws';
import type { LiveServerMessage } from '../../server/live/liveMessage';
import { messageText } from '../../server/live/messageText';

/** A client of one instance's /ws that keeps every message it receives. */
export const openSubscriber = async (instance: { url: string }, token: string) => {
  const ws = new WebSocket(`${instance.url.replace('http', 'ws')}/ws?token=${token}`);
  const received: LiveServerMessage[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (raw) => {
    received.push(JSON.parse(messageText(raw)) as LiveServerMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const next = (matches: (message: LiveServerMessage, index: number) => boolean, what: string): Promise<LiveServerMessage> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what}; received ${JSON.stringify(received)}`)), 20_000);
      const check = () => {
        const found = received.find(matches);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(check);
      };
      check();
    });
  return {
    received,
    next,
    subscribe: async (channel: string) => {
      ws.send(JSON.stringify({ type: 'subscribe', channel }));
      await next((message) => message.channel === channel && message.type === 'subscribed', `subscription to ${channel}`);
    },
    close: () => ws.close(),
  };
};
