import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { domainRequestBody } from '../api/domainRequest.schema';
import { defaultDomainTool, mayChooseDomainTool } from '../domains/domainTools';
import { contactProviderFor } from './providerContacts';
import {
  changedLockedFields,
  type DomainRequest,
  domainRequestProblems,
  mayEditLockedDomainRequestFields,
  splitList,
} from './domainRequestRules';

const request = (overrides: Partial<DomainRequest> = {}): DomainRequest => ({
  fhid: 7,
  fhName: 'Oakwood Funeral Home',
  primaryDomain: 'oakwoodfuneralhome.com',
  additionalDomains: [],
  providerEmail: 'websites@tributetech.example',
  otherEmail: '',
  fhEmail: 'info@oakwoodfuneralhome.com',
  aeEmail: 'ae@example.com',
  additionalCc: [],
  aeNotes: '',
  ...overrides,
});

describe('domain request rules (part 2 §5)', () => {
  it('splits comma-separated lists and drops empty entries', () => {
    expect(splitList(' a.com, b.com ,, c.com ')).toEqual(['a.com', 'b.com', 'c.com']);
    expect(splitList('  ')).toEqual([]);
  });

  it('accepts a complete request', () => {
    expect(domainRequestProblems(request())).toEqual([]);
  });

  it('names every bad field, in form order', () => {
    expect(
      domainRequestProblems(
        request({
          primaryDomain: '',
          additionalDomains: ['ok.com', 'not a domain'],
          otherEmail: 'nobody',
          fhEmail: '',
          additionalCc: ['x@y.com', 'bad'],
        }),
      ),
    ).toEqual([
      { field: 'primaryDomain', reason: 'primaryDomain is required' },
      { field: 'additionalDomains', reason: "additionalDomains: 'not a domain' is not a domain name" },
      { field: 'otherEmail', reason: 'otherEmail must be an e-mail address' },
      { field: 'fhEmail', reason: 'fhEmail is required' },
      { field: 'additionalCc', reason: "additionalCc: 'bad' is not an e-mail address" },
    ]);
  });

  it('lets only admin change the AE e-mail and the domain, and anyone fill a blank one', () => {
    expect(mayEditLockedDomainRequestFields('admin')).toBe(true);
    for (const role of ['launch', 'ae', 'sdr'] as const) expect(mayEditLockedDomainRequestFields(role)).toBe(false);
    const recorded = { aeEmail: 'ae@example.com', primaryDomain: 'oakwoodfuneralhome.com' };
    expect(changedLockedFields({ aeEmail: 'AE@example.com', primaryDomain: 'https://www.OakwoodFuneralHome.com/' }, recorded)).toEqual([]);
    expect(changedLockedFields({ aeEmail: 'me@example.com', primaryDomain: 'other.com' }, recorded)).toEqual(['aeEmail', 'primaryDomain']);
    expect(changedLockedFields({ aeEmail: 'me@example.com', primaryDomain: 'other.com' }, { aeEmail: '', primaryDomain: '' })).toEqual([]);
  });

  it('sends CFS, FZ, FR, FT, FI and MKJ requests to Tribute Tech (part 2 §9)', () => {
    for (const provider of ['CFS', 'FZ', 'FR', 'FT', 'FI', 'MKJ']) expect(contactProviderFor(provider)).toBe('Tribute Tech');
    expect(contactProviderFor('WebPro')).toBe('WebPro');
  });

  it('gives the proxy tool to launch by default and the filter to admin and launch only (part 2 §2.11)', () => {
    expect(defaultDomainTool('launch')).toBe('proxy');
    for (const role of ['admin', 'ae', 'sdr'] as const) expect(defaultDomainTool(role)).toBe('request');
    expect(['admin', 'launch', 'ae', 'sdr'].filter((role) => mayChooseDomainTool(role as 'admin'))).toEqual(['admin', 'launch']);
  });
});

describe('domainRequestBody', () => {
  it('normalises the domains and trims the rest', () => {
    const output = v.parse(domainRequestBody, {
      ...request({ primaryDomain: 'https://www.Oakwood.com/', additionalDomains: ['WWW.oak.net', 'oak.net'] }),
      aeNotes: ' hi ',
    });
    expect(output).toMatchObject({ primaryDomain: 'oakwood.com', additionalDomains: ['oak.net'], aeNotes: 'hi' });
  });

  it('gives every bad field its issue, the first listing every reason', () => {
    const result = v.safeParse(domainRequestBody, request({ fhEmail: 'nope', additionalCc: ['bad'] }));
    expect(result.success).toBe(false);
    expect(result.issues!.map((issue) => v.getDotPath(issue))).toEqual(['fhEmail', 'additionalCc']);
    expect(result.issues![0].message).toBe("fhEmail must be an e-mail address; additionalCc: 'bad' is not an e-mail address");
    expect(result.issues![1]!.message).toBe("additionalCc: 'bad' is not an e-mail address");
  });
});
