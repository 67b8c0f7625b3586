import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a staff-given URL must never reach: this machine, the private networks around it, link-local
 * (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast and the reserved ranges.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 one carries (::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d), so it is judged as itself. */
const embeddedIpv4 = (address: string): string | null => {
  const dotted = /^(?:::ffff:|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
};

/** @internal Exported for tests (knip --production: decision 0416). */
export const isPrivateAddress = (address: string): boolean => {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(bare);
    return v4 ? blocked.check(v4, 'ipv4') : blocked.check(bare, 'ipv6');
  }
  return true;
};

/** SCRAPER_ALLOWED_HOSTS: comma-separated host or host:port entries that may be private (tests' loopback fixture sites). */
export const parseAllowedHosts = (value: string | undefined): readonly string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

/**
 * Whether the URL's host, or its host:port, is listed.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const isAllowedHost = (url: URL, allowedHosts: readonly string[]): boolean => {
  const hostname = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowedHosts.includes(hostname) || allowedHosts.includes(`${hostname}:${port}`);
};

export class AddressRefusedError extends Error {
  constructor(readonly host: string) {
    super(`${host} is a private, loopback or link-local address`);
    this.name = 'AddressRefusedError';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http that refuses a name resolving to any guarded address. Checking in the
 * lookup the socket itself uses (rather than resolving first and connecting later) leaves no
 * window for a name to resolve to a public address for the check and a private one for the
 * connection.
 */
export const guardedLookup = (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused || addresses.length === 0) return callback(Object.assign(new AddressRefusedError(hostname), { code: 'EADDRREFUSED' }), []);
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};

/**
 * The guard for one URL about to be requested (the first and every redirect): an allowed host
 * passes as is; an IP literal is judged here (node:http does not look literals up); a name is
 * judged by `guardedLookup` at connect time. Answers the lookup to pass to node:http, if any.
 */
export const guardUrl = (url: URL, allowedHosts: readonly string[]): { lookup?: typeof guardedLookup } => {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AddressRefusedError(url.protocol);
  if (isAllowedHost(url, allowedHosts)) return {};
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(hostname)) {
    if (isPrivateAddress(hostname)) throw new AddressRefusedError(hostname);
    return {};
  }
  return { lookup: guardedLookup };
};
