import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { isTrustedProxy, trustedProxyList } from './trustedProxies';

/**
 * The TCP peer, read from @hono/node-server's bindings. A request made in-process (app.request, as
 * the tests and the bench make) has no bindings and so no peer; it is recognised up front because a
 * thrown and caught TypeError cost each such request 13-22 µs more (docs/performance.md).
 */
const peerAddress = (c: Context): string | undefined => (c.env === undefined ? undefined : getConnInfo(c).remote.address);

/** The eight 16-bit groups of an IPv6 address, with an embedded IPv4 tail turned into two groups. */
const ipv6Groups = (address: string): number[] => {
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = ipv4Tail
    ? `${address.slice(0, ipv4Tail.index)}${((Number(ipv4Tail[1]) << 8) | Number(ipv4Tail[2])).toString(16)}:${((Number(ipv4Tail[3]) << 8) | Number(ipv4Tail[4])).toString(16)}`
    : address;
  const [head = '', tail] = hex.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
};

/**
 * The key failures are counted under. An IPv4-mapped IPv6 peer is its IPv4 address. An IPv6
 * client is counted by its /64, the block a single customer line gets: counting single IPv6
 * addresses would let one attacker rotate through billions of them.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const throttleKey = (address: string): string => {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address.split('%')[0] ?? address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
};

/**
 * The address failed sign-ins are counted against: the TCP peer, unless the peer is one of the
 * TRUST_PROXY proxies. Then X-Forwarded-For is read from the right (each proxy appends the address
 * it was connected from) and the first hop that is not itself a trusted proxy is the client;
 * entries left of it were written by the client and are never believed.
 */
export const clientAddress = (c: Context, trustProxy: readonly string[]): string => {
  const peer = peerAddress(c);
  if (peer === undefined) return 'unknown';
  const proxies = trustedProxyList(trustProxy);
  if (!isTrustedProxy(proxies, peer)) return throttleKey(peer);
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  const client = hops.findLast((hop) => !isTrustedProxy(proxies, hop)) ?? hops[0] ?? peer;
  return throttleKey(client);
};
