import type { PublicRecordType } from './publicDns.port';

/**
 * The names public DNS can be asked about. DNS cannot list a zone from outside (zone transfers are
 * refused), so the proxy reads the apex, www and the names mail and office services are known to
 * use; any other name must be checked with the current DNS host (the site's 'Before the name
 * servers move' checklist).
 *
 * Each name is asked for its CNAME first: a name that is a CNAME can hold nothing else.
 */
interface WellKnownName {
  /** Relative to the domain; '' is the apex. */
  label: string;
  types: readonly PublicRecordType[];
}

const host = ['A', 'AAAA', 'MX', 'TXT'] as const;
const text = ['TXT'] as const;

export const wellKnownNames: readonly WellKnownName[] = [
  { label: '', types: ['A', 'AAAA', 'MX', 'TXT', 'CAA'] },
  { label: 'www', types: host },
  ...[
    'mail',
    'webmail',
    'autodiscover',
    'smtp',
    'imap',
    'pop',
    'email',
    'lyncdiscover',
    'sip',
    'enterpriseregistration',
    'enterpriseenrollment',
  ].map((label) => ({ label, types: host })),
  { label: '_dmarc', types: text },
  // DKIM selectors of the common mail providers: Google Workspace, Microsoft 365, Mailchimp/Mandrill,
  // SendGrid, cPanel and most hosts, Zoho, Amazon SES-style and generic ones.
  ...[
    'google',
    'selector1',
    'selector2',
    'k1',
    'k2',
    'k3',
    's1',
    's2',
    'default',
    'dkim',
    'mail',
    'mandrill',
    'zoho',
    'smtp',
    'mx',
    'everlytickey1',
    'everlytickey2',
  ].map((selector) => ({ label: `${selector}._domainkey`, types: text })),
  { label: '_domainkey', types: text },
  { label: '_mta-sts', types: text },
  { label: '_smtp._tls', types: text },
  ...[
    '_autodiscover._tcp',
    '_sip._tls',
    '_sipfederationtls._tcp',
    '_sip._tcp',
    '_imaps._tcp',
    '_submission._tcp',
    '_caldavs._tcp',
    '_carddavs._tcp',
  ].map((label) => ({ label, types: ['SRV'] as const })),
];
