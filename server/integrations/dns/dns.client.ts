import { randomUUID } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import * as v from 'valibot';
import type { AccessCheck } from '../accessCheck';
import { createHttpClient, type HttpClientOptions } from '../httpClient';
import type { ChangeInfo, DnsChange, DnsHosting, DnsRecord, DnsRecordType, HostedZone } from './dns.port';
import { normaliseDnsName } from './dnsNames';
import { readVendorAnswer } from '../vendorAnswer';
import { elements, escapeXml, route53Namespace, text, unescapeXml } from './route53Xml';

interface Route53ClientConfig {
  baseUrl: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Route 53 is global; its requests are signed for us-east-1 unless the partition needs another. */
  region: string;
  timeoutMs: number;
  retry?: Pick<HttpClientOptions, 'baseDelayMs' | 'maxRetries' | 'sleep'>;
}

const api = '/2013-04-01';
const stripPrefix = (id: string) => id.replace(/^\/(hostedzone|change)\//, '');
/** Route 53 reports throttling as 400 with these codes, not as 429. */
const throttlingCodes = new Set(['Throttling', 'ThrottlingException', 'PriorRequestNotComplete']);

/** The parts of Route 53's XML answers the app reads, named as Route 53 names its elements. */
const present = v.pipe(v.string(), v.minLength(1, 'missing'));
const route53Zone = v.object({
  HostedZone: v.object({ Id: present, Name: present }),
  DelegationSet: v.object({ NameServers: v.pipe(v.array(v.string()), v.minLength(1, 'no name servers')) }),
});
const route53Change = v.object({ ChangeInfo: v.object({ Id: present, Status: v.picklist(['PENDING', 'INSYNC']) }) });

const readZone = (xml: string): HostedZone => {
  const zoneXml = elements(xml, 'HostedZone')[0] ?? '';
  const delegationXml = elements(xml, 'DelegationSet')[0] ?? '';
  const answer = readVendorAnswer('dns', route53Zone, {
    HostedZone: { Id: text(zoneXml, 'Id') ?? '', Name: text(zoneXml, 'Name') ?? '' },
    DelegationSet: { NameServers: elements(delegationXml, 'NameServer').map((ns) => ns.trim()) },
  });
  return {
    id: stripPrefix(answer.HostedZone.Id),
    name: normaliseDnsName(answer.HostedZone.Name),
    nameServers: answer.DelegationSet.NameServers,
  };
};

const readChange = (xml: string): ChangeInfo => {
  const changeXml = elements(xml, 'ChangeInfo')[0] ?? '';
  const { ChangeInfo } = readVendorAnswer('dns', route53Change, {
    ChangeInfo: { Id: text(changeXml, 'Id') ?? '', Status: text(changeXml, 'Status') ?? '' },
  });
  return { id: stripPrefix(ChangeInfo.Id), status: ChangeInfo.Status };
};

const recordXml = ({ name, type, ttl, values }: DnsRecord) =>
  `<ResourceRecordSet><Name>${escapeXml(name)}</Name><Type>${type}</Type><TTL>${ttl}</TTL><ResourceRecords>${values
    .map((value) => `<ResourceRecord><Value>${escapeXml(value)}</Value></ResourceRecord>`)
    .join('')}</ResourceRecords></ResourceRecordSet>`;

/** Route 53's REST API (XML), every request signed with AWS Signature Version 4. */
export const createRoute53Client = (config: Route53ClientConfig): DnsHosting & AccessCheck => {
  const signer = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 'route53',
    region: config.region,
  });
  const http = createHttpClient({
    service: 'dns',
    baseUrl: config.baseUrl,
    credentialVariables: ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'],
    // Each attempt gets a fresh signature: SigV4 signatures carry the time they were made.
    authorize: (request) => signer.sign(request),
    accept: 'application/xml',
    readErrorMessage: (body) => text(body, 'Message'),
    isThrottled: (status, body) => status === 400 && throttlingCodes.has(text(body, 'Code') ?? ''),
    timeoutMs: config.timeoutMs,
    ...config.retry,
  });
  const zoneNotFound = (zoneId: string) => `hosted zone ${zoneId}`;

  const getZone = async (zoneId: string): Promise<HostedZone> => {
    const { text: xml } = await http.request({
      method: 'GET',
      path: `${api}/hostedzone/${encodeURIComponent(zoneId)}`,
      notFound: zoneNotFound(zoneId),
    });
    return readZone(xml);
  };

  const findZone = async (domain: string): Promise<HostedZone | null> => {
    const name = normaliseDnsName(domain);
    // Zones come back in name order starting at dnsname. A name may also have private (VPC) zones,
    // listed among them: those answer only inside AWS, so the proxy must never use one.
    const { text: xml } = await http.request({
      method: 'GET',
      path: `${api}/hostedzonesbyname`,
      query: { dnsname: `${name}.`, maxitems: 100 },
    });
    const ours = elements(xml, 'HostedZone').find(
      (zone) => normaliseDnsName(text(zone, 'Name') ?? '') === name && text(zone, 'PrivateZone') !== 'true',
    );
    return ours ? getZone(stripPrefix(text(ours, 'Id') ?? '')) : null;
  };

  return {
    check: async () => {
      const { text: xml } = await http.request({ method: 'GET', path: `${api}/hostedzone`, query: { maxitems: 100 } });
      return `${elements(xml, 'HostedZone').length} hosted zones listed`;
    },

    findZone,

    findOrCreateZone: async (domain) => {
      const existing = await findZone(domain);
      if (existing) return { ...existing, created: false };
      const body = `<?xml version="1.0" encoding="UTF-8"?><CreateHostedZoneRequest xmlns="${route53Namespace}"><Name>${escapeXml(
        normaliseDnsName(domain),
      )}</Name><CallerReference>${randomUUID()}</CallerReference></CreateHostedZoneRequest>`;
      const { text: xml } = await http.request({ method: 'POST', path: `${api}/hostedzone`, body, contentType: 'application/xml' });
      return { ...readZone(xml), created: true };
    },

    listRecords: async (zoneId) => {
      const records: DnsRecord[] = [];
      let next: { name: string; type: string } | undefined;
      do {
        const { text: xml } = await http.request({
          method: 'GET',
          path: `${api}/hostedzone/${encodeURIComponent(zoneId)}/rrset`,
          query: next ? { name: next.name, type: next.type } : {},
          notFound: zoneNotFound(zoneId),
        });
        for (const set of elements(xml, 'ResourceRecordSet')) {
          const alias = text(set, 'DNSName');
          records.push({
            name: normaliseDnsName(text(set, 'Name') ?? ''),
            type: (text(set, 'Type') ?? 'A') as DnsRecordType,
            ttl: Number(text(set, 'TTL') ?? 0),
            values: alias ? [alias] : elements(set, 'Value').map((value) => unescapeXml(value.trim())),
          });
        }
        const truncated = text(xml, 'IsTruncated') === 'true';
        next = truncated ? { name: text(xml, 'NextRecordName') ?? '', type: text(xml, 'NextRecordType') ?? '' } : undefined;
      } while (next);
      return records;
    },

    changeRecords: async (zoneId, changes: readonly DnsChange[]) => {
      const body = `<?xml version="1.0" encoding="UTF-8"?><ChangeResourceRecordSetsRequest xmlns="${route53Namespace}"><ChangeBatch><Changes>${changes
        .map(({ action, record }) => `<Change><Action>${action}</Action>${recordXml(record)}</Change>`)
        .join('')}</Changes></ChangeBatch></ChangeResourceRecordSetsRequest>`;
      const { text: xml } = await http.request({
        method: 'POST',
        path: `${api}/hostedzone/${encodeURIComponent(zoneId)}/rrset/`,
        body,
        contentType: 'application/xml',
        // An all-UPSERT batch ends the same however often it runs; CREATE and DELETE do not.
        idempotent: changes.every((change) => change.action === 'UPSERT'),
        notFound: zoneNotFound(zoneId),
      });
      return readChange(xml);
    },

    getChange: async (changeId) => {
      const { text: xml } = await http.request({
        method: 'GET',
        path: `${api}/change/${encodeURIComponent(changeId)}`,
        notFound: `change ${changeId}`,
      });
      return readChange(xml);
    },
  };
};
