import { randomBytes, randomUUID } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
import { elements, escapeXml, text, unescapeXml } from '../../../../server/integrations/dns/route53Xml';
import { route, type StubRequest, type StubResponse, type StubServer, startStubServer } from './stubServer';

export const route53StubCredentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };

/** How long a change stays PENDING, as Route 53 takes a while to reach every server. */
const syncAfterMs = 300;
/** Route 53 pages records by 300; a small page makes the client follow NextRecordName. */
const recordsPerPage = 3;
const ns = 'https://route53.amazonaws.com/doc/2013-04-01/';

interface StubRecord {
  name: string;
  type: string;
  ttl: number;
  values: string[];
}
interface StubZone {
  id: string;
  name: string;
  callerReference: string;
  nameServers: string[];
  records: StubRecord[];
  /** A VPC's private zone: same name as a public one, answering only inside AWS. */
  private?: boolean;
}

const xml = (status: number, body: string, headers: Record<string, string> = {}): StubResponse => ({
  status,
  headers: { 'content-type': 'text/xml', ...headers },
  body: `<?xml version="1.0"?>\n${body}`,
});
const awsError = (status: number, code: string, message: string) =>
  xml(
    status,
    `<ErrorResponse xmlns="${ns}"><Error><Type>Sender</Type><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`,
  );
const dotted = (name: string) => (name.endsWith('.') ? name : `${name}.`).toLowerCase();

/** Recomputes the request's SigV4 signature with the secret key, as AWS does. */
const signatureProblem = async (request: StubRequest, baseUrl: string): Promise<StubResponse | undefined> => {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/route53\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return awsError(403, 'IncompleteSignature', 'Authorization header is not a SigV4 signature for route53');
  const [, keyId, , region, signedHeaders] = match;
  if (keyId !== route53StubCredentials.accessKeyId)
    return awsError(403, 'InvalidClientTokenId', 'The security token included in the request is invalid.');
  const datetime = request.headers['x-amz-date'];
  if (typeof datetime !== 'string') return awsError(403, 'IncompleteSignature', 'X-Amz-Date is missing');
  const headers = Object.fromEntries(signedHeaders!.split(';').map((name) => [name, String(request.headers[name] ?? '')]));
  const query = request.query.toString();
  const expected = await new AwsV4Signer({
    method: request.method,
    url: `${baseUrl}${request.path}${query ? `?${query}` : ''}`,
    headers,
    body: request.body || null,
    accessKeyId: route53StubCredentials.accessKeyId,
    secretAccessKey: route53StubCredentials.secretAccessKey,
    service: 'route53',
    region: region!,
    datetime,
  }).sign();
  if (expected.headers.get('authorization') !== authorization) {
    return awsError(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }
  return undefined;
};

const recordXml = (record: StubRecord) =>
  `<ResourceRecordSet><Name>${escapeXml(dotted(record.name))}</Name><Type>${record.type}</Type><TTL>${record.ttl}</TTL><ResourceRecords>${record.values
    .map((value) => `<ResourceRecord><Value>${escapeXml(value)}</Value></ResourceRecord>`)
    .join('')}</ResourceRecords></ResourceRecordSet>`;
const zoneXml = (zone: StubZone) =>
  `<HostedZone><Id>/hostedzone/${zone.id}</Id><Name>${zone.name}</Name><CallerReference>${escapeXml(zone.callerReference)}</CallerReference><Config><PrivateZone>${zone.private === true}</PrivateZone></Config><ResourceRecordSetCount>${zone.records.length}</ResourceRecordSetCount></HostedZone>`;
const delegationXml = (zone: StubZone) =>
  `<DelegationSet><NameServers>${zone.nameServers.map((server) => `<NameServer>${server}</NameServer>`).join('')}</NameServers></DelegationSet>`;

/**
 * Route 53's REST API: SigV4 checked by recomputing the signature, XML bodies, its ErrorResponse
 * shape, and throttling the first zone lookup with 400 Throttling (Route 53's way of saying 429).
 * `privateZones` are names the account already holds as private (VPC) zones.
 */
export const startRoute53Stub = async (options: { privateZones?: string[] } = {}): Promise<StubServer> => {
  const zones = new Map<string, StubZone>();
  for (const [index, name] of (options.privateZones ?? []).entries()) {
    // 'Z0…' ids sort before the ids made later, so the private zone is listed first, as Route 53 may.
    const id = `Z0PRIVATE${index}`;
    zones.set(id, { id, name: dotted(name), callerReference: id, nameServers: [], records: [], private: true });
  }
  const changes = new Map<string, { submittedAt: number }>();
  let baseUrl = '';

  const changeInfo = (id: string) => {
    const change = changes.get(id)!;
    const status = Date.now() - change.submittedAt >= syncAfterMs ? 'INSYNC' : 'PENDING';
    return `<ChangeInfo><Id>/change/${id}</Id><Status>${status}</Status><SubmittedAt>${new Date(change.submittedAt).toISOString()}</SubmittedAt></ChangeInfo>`;
  };
  const newChange = () => {
    const id = `C${randomBytes(8).toString('hex').toUpperCase()}`;
    changes.set(id, { submittedAt: Date.now() });
    return id;
  };

  const handle = async (request: StubRequest): Promise<StubResponse> => {
    const problem = await signatureProblem(request, baseUrl);
    if (problem) return problem;
    let params: Record<string, string> | undefined;

    if (route(request, 'GET', '/2013-04-01/hostedzonesbyname')) {
      const dnsName = dotted(request.query.get('dnsname') ?? '');
      const maxItems = Number(request.query.get('maxitems') ?? '100');
      const listed = [...zones.values()]
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
        .filter((zone) => zone.name >= dnsName)
        .slice(0, maxItems);
      return xml(
        200,
        `<ListHostedZonesByNameResponse xmlns="${ns}"><HostedZones>${listed.map(zoneXml).join('')}</HostedZones><DNSName>${escapeXml(dnsName)}</DNSName><IsTruncated>false</IsTruncated><MaxItems>${maxItems}</MaxItems></ListHostedZonesByNameResponse>`,
      );
    }
    if (route(request, 'POST', '/2013-04-01/hostedzone')) {
      const name = text(request.body, 'Name');
      const callerReference = text(request.body, 'CallerReference');
      if (!name || !callerReference) return awsError(400, 'InvalidInput', 'Name and CallerReference are required');
      if ([...zones.values()].some((zone) => zone.callerReference === callerReference)) {
        return awsError(409, 'HostedZoneAlreadyExists', `A hosted zone has already been created with the specified caller reference.`);
      }
      const id = `Z${randomBytes(8).toString('hex').toUpperCase()}`;
      const zoneName = dotted(name);
      const nameServers = ['ns-1.awsdns-01.com', 'ns-2.awsdns-02.net', 'ns-3.awsdns-03.org', 'ns-4.awsdns-04.co.uk'];
      const zone: StubZone = {
        id,
        name: zoneName,
        callerReference,
        nameServers,
        records: [
          { name: zoneName, type: 'NS', ttl: 172800, values: nameServers.map(dotted) },
          { name: zoneName, type: 'SOA', ttl: 900, values: [`${nameServers[0]}. awsdns-hostmaster.amazon.com. 1 7200 900 1209600 86400`] },
        ],
      };
      zones.set(id, zone);
      const changeId = newChange();
      return xml(
        201,
        `<CreateHostedZoneResponse xmlns="${ns}">${zoneXml(zone)}${changeInfo(changeId)}${delegationXml(zone)}</CreateHostedZoneResponse>`,
        {
          location: `${baseUrl}/2013-04-01/hostedzone/${id}`,
        },
      );
    }
    if (route(request, 'GET', '/2013-04-01/hostedzone')) {
      return xml(
        200,
        `<ListHostedZonesResponse xmlns="${ns}"><HostedZones>${[...zones.values()].map(zoneXml).join('')}</HostedZones><IsTruncated>false</IsTruncated><MaxItems>100</MaxItems></ListHostedZonesResponse>`,
      );
    }
    if ((params = route(request, 'GET', '/2013-04-01/hostedzone/:id'))) {
      const zone = zones.get(params.id!);
      if (!zone) return awsError(404, 'NoSuchHostedZone', `No hosted zone found with ID: ${params.id}`);
      return xml(200, `<GetHostedZoneResponse xmlns="${ns}">${zoneXml(zone)}${delegationXml(zone)}</GetHostedZoneResponse>`);
    }
    if ((params = route(request, 'GET', '/2013-04-01/hostedzone/:id/rrset'))) {
      const zone = zones.get(params.id!);
      if (!zone) return awsError(404, 'NoSuchHostedZone', `No hosted zone found with ID: ${params.id}`);
      const sorted = [...zone.records].sort((a, b) => `${a.name} ${a.type}`.localeCompare(`${b.name} ${b.type}`));
      const startName = request.query.get('name');
      const startType = request.query.get('type');
      const start = startName ? sorted.findIndex((record) => record.name === dotted(startName) && record.type === startType) : 0;
      const page = sorted.slice(Math.max(start, 0), Math.max(start, 0) + recordsPerPage);
      const next = sorted[Math.max(start, 0) + recordsPerPage];
      return xml(
        200,
        `<ListResourceRecordSetsResponse xmlns="${ns}"><ResourceRecordSets>${page.map(recordXml).join('')}</ResourceRecordSets><IsTruncated>${Boolean(next)}</IsTruncated>${
          next ? `<NextRecordName>${escapeXml(next.name)}</NextRecordName><NextRecordType>${next.type}</NextRecordType>` : ''
        }<MaxItems>${recordsPerPage}</MaxItems></ListResourceRecordSetsResponse>`,
      );
    }
    if ((params = route(request, 'POST', '/2013-04-01/hostedzone/:id/rrset/'))) {
      const zone = zones.get(params.id!);
      if (!zone) return awsError(404, 'NoSuchHostedZone', `No hosted zone found with ID: ${params.id}`);
      const records = zone.records.map((record) => ({ ...record }));
      for (const change of elements(request.body, 'Change')) {
        const action = text(change, 'Action');
        const record: StubRecord = {
          name: dotted(text(change, 'Name') ?? ''),
          type: text(change, 'Type') ?? '',
          ttl: Number(text(change, 'TTL') ?? 'NaN'),
          values: elements(change, 'Value').map((value) => unescapeXml(value.trim())),
        };
        if (!Number.isFinite(record.ttl) || !record.values.length)
          return awsError(400, 'InvalidInput', 'Each record needs a TTL and values');
        const index = records.findIndex((existing) => existing.name === record.name && existing.type === record.type);
        const label = `[name='${record.name}', type='${record.type}']`;
        if (action === 'CREATE' && index >= 0)
          return awsError(400, 'InvalidChangeBatch', `[Tried to create resource record set ${label} but it already exists]`);
        if (action === 'DELETE' && index < 0)
          return awsError(400, 'InvalidChangeBatch', `[Tried to delete resource record set ${label} but it was not found]`);
        if (action === 'DELETE') records.splice(index, 1);
        else if (action === 'CREATE' || action === 'UPSERT')
          records.splice(index >= 0 ? index : records.length, index >= 0 ? 1 : 0, record);
        else return awsError(400, 'InvalidInput', `Unknown action ${action}`);
      }
      zone.records = records;
      return xml(200, `<ChangeResourceRecordSetsResponse xmlns="${ns}">${changeInfo(newChange())}</ChangeResourceRecordSetsResponse>`);
    }
    if ((params = route(request, 'GET', '/2013-04-01/change/:id'))) {
      if (!changes.has(params.id!)) return awsError(404, 'NoSuchChange', `A change with the specified change ID does not exist.`);
      return xml(200, `<GetChangeResponse xmlns="${ns}">${changeInfo(params.id!)}</GetChangeResponse>`);
    }
    return awsError(404, 'UnknownOperation', `No operation ${request.method} ${request.path}`);
  };

  const stub = await startStubServer(handle);
  baseUrl = stub.url;
  stub.failOnce((request) => request.path === '/2013-04-01/hostedzonesbyname', awsError(400, 'Throttling', 'Rate exceeded'));
  return stub;
};
