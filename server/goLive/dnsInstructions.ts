import type { MailMessage } from '../integrations/mail/mail.port';
import { launchDnsRecords } from '../../domain/goLive/launchDnsRecords';

export interface DnsInstructionsInput {
  contactEmail: string;
  fhName: string;
  domain: string;
}

export const dnsInstructionsLogMessage = (email: string): string => `DNS instructions sent to ${email}`;

/** The e-mail a funeral home's IT gets when they change DNS themselves: the records to set, plainly. */
export const dnsInstructionsMessage = ({ contactEmail, fhName, domain }: DnsInstructionsInput): MailMessage => {
  const records = launchDnsRecords(domain);
  const lines = records.map((record) => `  ${record.type.padEnd(6)}${record.name.padEnd(40)}${record.values.join(', ')} (TTL ${record.ttl})`);
  return {
    to: [contactEmail],
    subject: `DNS changes to launch the new ${fhName} website`,
    text: [
      'Hello,',
      '',
      `The new website for ${fhName} is ready to launch on ${domain}.`,
      'Please set these DNS records where the domain is managed (and remove any other A or CNAME records for the same names):',
      '',
      ...lines,
      '',
      'The new site appears as soon as the change has spread, usually within an hour.',
      'Reply to this e-mail if anything is unclear.',
    ].join('\n'),
  };
};
