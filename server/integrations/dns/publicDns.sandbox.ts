import { createHash } from 'node:crypto';
import type { PublicDns } from './publicDns.port';

/**
 * Public DNS offline, deterministic so staff and tests can predict it: a name containing
 * 'norecords' has no records at all (proxying it answers 'No DNS records found'); any other name
 * has an A record in the documentation range 203.0.113.0/24 (the same address every time), a
 * mail server, an SPF record, a DMARC policy and www as a CNAME of the apex.
 */
export const createSandboxPublicDns = (): PublicDns => ({
  lookup: (input) => {
    const domain = input.trim().toLowerCase().replace(/\.$/, '');
    if (domain.includes('norecords')) return Promise.resolve([]);
    const host = ((createHash('sha256').update(domain).digest()[0] ?? 0) % 254) + 1;
    return Promise.resolve([
      { name: domain, type: 'A', values: [`203.0.113.${host}`] },
      { name: domain, type: 'MX', values: [`10 mail.${domain}`] },
      { name: domain, type: 'TXT', values: [`"v=spf1 include:_spf.${domain} ~all"`] },
      { name: `www.${domain}`, type: 'CNAME', values: [domain] },
      { name: `_dmarc.${domain}`, type: 'TXT', values: [`"v=DMARC1; p=none; rua=mailto:dmarc@${domain}"`] },
    ]);
  },
});
