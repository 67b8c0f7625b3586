import type { RawData } from 'ws';

/** A websocket message as text: ws hands it over as one Buffer by default, or as the other binary types. */
export const messageText = (raw: RawData): string => {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  if (raw instanceof ArrayBuffer) return Buffer.from(raw).toString('utf8');
  return raw.toString('utf8');
};
