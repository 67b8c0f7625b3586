import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { peerEnv } from '../../tests/api/harness';
import { loadConfig } from '../config';
import { clientAddress, throttleKey } from './clientAddress';
import { isTrustProxyEntry, listTrustProxyEntries } from './trustedProxies';

/** What the server counts for a request from `peer` carrying `forwarded`, behind the TRUST_PROXY `trust`. */
const addressOf = async (peer: string | undefined, forwarded: string | undefined, trust: string): Promise<string> => {
  const app = new Hono();
  const entries = listTrustProxyEntries(trust);
  app.get('/', (c) => c.text(clientAddress(c, entries)));
  const headers = forwarded === undefined ? undefined : { 'x-forwarded-for': forwarded };
  return (await app.request('/', { headers }, peer === undefined ? undefined : peerEnv(peer))).text();
};

describe('clientAddress', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy, loopback included', async () => {
    expect(await addressOf('198.51.100.7', '203.0.113.9', '')).toBe('198.51.100.7');
    expect(await addressOf('127.0.0.1', '203.0.113.9', '')).toBe('127.0.0.1');
    expect(await addressOf('198.51.100.7', '203.0.113.9', '10.0.0.0/8')).toBe('198.51.100.7');
  });

  it('reads X-Forwarded-For from a trusted proxy, skipping trusted hops and never believing what the client wrote', async () => {
    expect(await addressOf('10.1.2.3', '203.0.113.9', '10.0.0.0/8')).toBe('203.0.113.9');
    // the client wrote '1.1.1.1'; the proxy appended the address it really saw
    expect(await addressOf('10.1.2.3', '1.1.1.1, 203.0.113.9', '10.0.0.0/8')).toBe('203.0.113.9');
    expect(await addressOf('10.1.2.3', '1.1.1.1, 203.0.113.9, 10.9.9.9', '10.0.0.0/8')).toBe('203.0.113.9');
    expect(await addressOf('::ffff:10.1.2.3', '203.0.113.9', '10.0.0.0/8')).toBe('203.0.113.9');
    expect(await addressOf('2001:db8::1', '203.0.113.9', '2001:db8::/32')).toBe('203.0.113.9');
    expect(await addressOf('10.1.2.3', undefined, '10.1.2.3')).toBe('10.1.2.3');
  });

  it('says unknown when the request has no socket', async () => {
    expect(await addressOf(undefined, '203.0.113.9', '10.0.0.0/8')).toBe('unknown');
  });
});

describe('throttleKey', () => {
  it('counts IPv4 as itself, IPv4-mapped IPv6 as IPv4 and IPv6 by its /64', () => {
    expect(throttleKey('203.0.113.9')).toBe('203.0.113.9');
    expect(throttleKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(throttleKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttleKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(throttleKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleKey('::1')).toBe('0:0:0:0::/64');
    expect(throttleKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('TRUST_PROXY entries', () => {
  it('accepts addresses and CIDR ranges of both families and refuses anything else', () => {
    expect(listTrustProxyEntries(' 10.0.0.0/8, 127.0.0.1 ,,::1, 2001:db8::/32 ')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      '2001:db8::/32',
    ]);
    for (const entry of ['10.0.0.0/8', '127.0.0.1', '::1', '2001:db8::/32', '0.0.0.0/0', '::/0'])
      expect(isTrustProxyEntry(entry), entry).toBe(true);
    for (const entry of ['10.0.0.0/33', '::/129', 'localhost', '10.0.0/8', '10.0.0.0/8/1', '10.0.0.0/x'])
      expect(isTrustProxyEntry(entry), entry).toBe(false);
  });
});

describe('TRUST_PROXY in the configuration', () => {
  it('is a list of entries, empty when unset, and a bad entry stops start-up naming it', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,proxy.local' })).toThrow(
      'TRUST_PROXY: proxy.local: not an IP address or CIDR range',
    );
  });
});
