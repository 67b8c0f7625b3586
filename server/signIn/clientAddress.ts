import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const socketAddress = (c: Context): string | undefined => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No Node socket (the app is called in-process, as in tests): only the headers are left.
    return undefined;
  }
};

/**
 * The address failed sign-ins are counted against. X-Forwarded-For is believed only when the
 * connection comes from this machine (a local reverse proxy), and then only its last entry, the
 * one that proxy added; a client cannot spoof its way around the limit from outside.
 */
export const clientAddress = (c: Context): string => {
  const direct = socketAddress(c);
  if (direct === undefined || loopback.has(direct)) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return direct ?? 'unknown';
};
