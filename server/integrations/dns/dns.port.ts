/** DNS hosting (Route 53): the hosted zone we proxy a domain through, its records and changes. */
export interface HostedZone {
  /** Without Route 53's '/hostedzone/' prefix. */
  id: string;
  /** The domain, without the trailing dot. */
  name: string;
  nameServers: string[];
}

export type DnsRecordType = 'A' | 'AAAA' | 'CNAME' | 'MX' | 'TXT' | 'NS' | 'SOA' | 'CAA' | 'SRV';

export interface DnsRecord {
  /** Fully qualified, without the trailing dot. */
  name: string;
  type: DnsRecordType;
  ttl: number;
  values: string[];
}

export interface DnsChange {
  action: 'CREATE' | 'UPSERT' | 'DELETE';
  record: DnsRecord;
}

type ChangeStatus = 'PENDING' | 'INSYNC';

export interface ChangeInfo {
  /** Without Route 53's '/change/' prefix. */
  id: string;
  status: ChangeStatus;
}

export interface DnsHosting {
  findZone(domain: string): Promise<HostedZone | null>;
  /** The domain's zone, made when there is none; `created` says which. */
  findOrCreateZone(domain: string): Promise<HostedZone & { created: boolean }>;
  listRecords(zoneId: string): Promise<DnsRecord[]>;
  changeRecords(zoneId: string, changes: readonly DnsChange[]): Promise<ChangeInfo>;
  getChange(changeId: string): Promise<ChangeInfo>;
}
