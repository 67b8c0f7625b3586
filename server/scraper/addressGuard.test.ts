import { describe, expect, it } from 'vitest';
import { AddressRefusedError, guardUrl, isAllowedHost, isPrivateAddress, parseAllowedHosts } from './addressGuard';

describe('address guard', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::10.0.0.1',
    'not-an-ip',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])('lets %s through', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );

  it('matches allowed hosts by host or host:port', () => {
    const allowed = parseAllowedHosts(' 127.0.0.1:4000 , fixtures.test ');
    expect(allowed).toEqual(['127.0.0.1:4000', 'fixtures.test']);
    expect(isAllowedHost(new URL('http://127.0.0.1:4000/x'), allowed)).toBe(true);
    expect(isAllowedHost(new URL('http://127.0.0.1:4001/x'), allowed)).toBe(false);
    expect(isAllowedHost(new URL('https://fixtures.test:8443/'), allowed)).toBe(true);
  });

  it('refuses a private IP literal and other schemes up front, and guards a name at connect time', () => {
    expect(() => guardUrl(new URL('http://10.0.0.5/'), [])).toThrow(AddressRefusedError);
    expect(() => guardUrl(new URL('http://[::1]:8080/'), [])).toThrow('::1 is a private, loopback or link-local address');
    expect(() => guardUrl(new URL('file:///etc/passwd'), [])).toThrow(AddressRefusedError);
    expect(guardUrl(new URL('http://127.0.0.1:4000/'), ['127.0.0.1:4000'])).toEqual({});
    expect(guardUrl(new URL('http://93.184.216.34/'), [])).toEqual({});
    expect(guardUrl(new URL('https://old-home.example/'), []).lookup).toBeTypeOf('function');
  });
});
