import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkDomainName, domainNameSchema } from './domainName';

describe('checkDomainName', () => {
  it.each([
    ['smithfuneralhome.com', 'smithfuneralhome.com'],
    ['  SmithFuneralHome.COM  ', 'smithfuneralhome.com'],
    ['https://www.smithfuneralhome.com/obituaries?page=2#top', 'smithfuneralhome.com'],
    ['http://smithfuneralhome.com:8080/', 'smithfuneralhome.com'],
    ['www.smithfuneralhome.com.', 'smithfuneralhome.com'],
    ['smithfuneralhome.com/about', 'smithfuneralhome.com'],
    ['memorial.smithfuneralhome.co.uk', 'memorial.smithfuneralhome.co.uk'],
    ['Bücher-Bestattungen.de', 'xn--bcher-bestattungen-m6b.de'],
    ['https://müller.de/kontakt', 'xn--mller-kva.de'],
  ])('normalises %j to %j', (input, domain) => {
    expect(checkDomainName(input)).toEqual({ ok: true, domain });
  });

  it.each([
    ['', 'must not be empty'],
    ['   ', 'must not be empty'],
    ['smith funeral home', 'must be a domain name such as smithfuneralhome.com'],
    ['smith_funeral.com', 'must be a domain name such as smithfuneralhome.com'],
    ['-smith.com', 'must be a domain name such as smithfuneralhome.com'],
    ['smith..com', 'must be a domain name such as smithfuneralhome.com'],
    ['192.168.1.10', 'must be a domain name such as smithfuneralhome.com'],
    ['smithfuneralhome', 'must end in a top-level domain such as .com'],
    ['smithfuneralhome.c0m', 'must end in a top-level domain such as .com'],
    [`${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`, 'must be at most 253 characters'],
  ])('refuses %j: %s', (input, reason) => {
    expect(checkDomainName(input)).toEqual({ ok: false, reason });
  });
});

describe('checkDomainName with a default TLD (the availability search)', () => {
  it('gives a bare name the TLD and drops spaces', () => {
    expect(checkDomainName('Smith Funeral Home', { defaultTld: '.com' })).toEqual({ ok: true, domain: 'smithfuneralhome.com' });
    expect(checkDomainName('https://www.smith.net/', { defaultTld: '.com' })).toEqual({ ok: true, domain: 'smith.net' });
    expect(checkDomainName('  ', { defaultTld: '.com' })).toEqual({ ok: false, reason: 'must not be empty' });
    expect(checkDomainName('smith!', { defaultTld: '.com' })).toEqual({
      ok: false,
      reason: 'must be a domain name such as smithfuneralhome.com',
    });
  });
});

describe('domainNameSchema', () => {
  it('gives the normalised name or an issue with the reason', () => {
    expect(v.parse(domainNameSchema('domain'), 'https://www.Example.com/')).toBe('example.com');
    const result = v.safeParse(v.object({ domain: domainNameSchema('domain') }), { domain: 'not a domain' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('must be a domain name such as smithfuneralhome.com');
    expect(v.safeParse(domainNameSchema('domain'), 42).issues?.[0]?.message).toBe('domain must be text');
  });
});
