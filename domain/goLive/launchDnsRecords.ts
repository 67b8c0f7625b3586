/**
 * Where a launched site's domain points: the website builder's hosting. The apex gets the
 * builder's A record and www follows the apex, which is what the builder asks a domain owner to
 * set (Duda: A record 35.172.94.1 for US-hosted sites). Full Send writes these records into our
 * hosted zone; the DNS-instructions e-mail asks the funeral home's IT to set the same ones.
 */
const builderARecordValue = '35.172.94.1';

export interface LaunchDnsRecord {
  name: string;
  type: 'A' | 'CNAME';
  ttl: number;
  values: string[];
}

export const normaliseApex = (apex: string): string =>
  apex
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');

export const launchDnsRecords = (apex: string): LaunchDnsRecord[] => {
  const domain = normaliseApex(apex);
  return [
    { name: domain, type: 'A', ttl: 300, values: [builderARecordValue] },
    { name: `www.${domain}`, type: 'CNAME', ttl: 300, values: [domain] },
  ];
};
