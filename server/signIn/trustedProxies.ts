import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For the server believes, as addresses or
 * CIDR ranges, IPv4 or IPv6, separated by commas. Unset or empty trusts nobody.
 */
export const listTrustProxyEntries = (text: string): string[] =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

interface ProxyRule {
  address: string;
  family: 'ipv4' | 'ipv6';
  prefix: number | undefined;
}

const parseRule = (entry: string): ProxyRule | undefined => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return undefined;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) return { address, family, prefix: undefined };
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  return bits >= 0 && bits <= (version === 4 ? 32 : 128) ? { address, family, prefix: bits } : undefined;
};

export const isTrustProxyEntry = (entry: string): boolean => parseRule(entry) !== undefined;

const lists = new WeakMap<readonly string[], BlockList>();

/** The entries as a node:net BlockList (which also matches IPv4-mapped IPv6 peers against IPv4 rules), built once per list. */
export const trustedProxyList = (entries: readonly string[]): BlockList => {
  const known = lists.get(entries);
  if (known) return known;
  const list = new BlockList();
  for (const rule of entries.map(parseRule)) {
    if (!rule) continue;
    if (rule.prefix === undefined) list.addAddress(rule.address, rule.family);
    else list.addSubnet(rule.address, rule.prefix, rule.family);
  }
  lists.set(entries, list);
  return list;
};

export const isTrustedProxy = (list: BlockList, address: string): boolean => {
  const version = isIP(address);
  return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
};
