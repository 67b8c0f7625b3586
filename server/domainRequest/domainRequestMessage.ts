import type { DomainRequest } from '../../domain/domainRequest/domainRequestRules';
import type { MailMessage } from '../integrations/mail/mail.port';

const distinct = (addresses: readonly string[], without: readonly string[] = []): string[] => {
  const seen = new Set(without.map((address) => address.toLowerCase()));
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (address === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * Who a request goes to (docs/decisions/0241-domain-request-recipients.md): the previous
 * provider's contact and the other address; the funeral home, the AE and the extra CCs on copy.
 * With no provider address the funeral home itself is asked.
 */
const domainRequestRecipients = (request: DomainRequest): { to: string[]; cc: string[] } => {
  const providers = distinct([request.providerEmail, request.otherEmail]);
  const to = providers.length ? providers : [request.fhEmail];
  return { to, cc: distinct([request.fhEmail, request.aeEmail, ...request.additionalCc], to) };
};

/** The e-mail asking whoever holds the domain to let us point it at the new site. */
export const domainRequestMessage = (request: DomainRequest, sender: { name: string; email: string }): MailMessage => {
  const domains = [request.primaryDomain, ...request.additionalDomains];
  return {
    ...domainRequestRecipients(request),
    replyTo: request.aeEmail || sender.email,
    subject: `Domain request for ${request.fhName}: ${request.primaryDomain}`,
    text: [
      'Hello,',
      '',
      `${request.fhName} is moving its website to us, and we are getting ready to launch it on ${request.primaryDomain}.`,
      `Please help us take over the DNS of ${domains.length === 1 ? 'this domain' : 'these domains'}: point the name servers to the ones we send you, or give the funeral home (copied here) the access to change them. If a domain is registered through you, please tell us how the funeral home can transfer it.`,
      '',
      ...domains.map((domain) => `  ${domain}`),
      '',
      `Funeral home: ${request.fhName} <${request.fhEmail}>`,
      ...(request.aeEmail ? [`Account executive: ${request.aeEmail}`] : []),
      ...(request.aeNotes ? ['', 'Notes:', request.aeNotes] : []),
      '',
      'Thank you,',
      sender.name,
    ].join('\n'),
  };
};
