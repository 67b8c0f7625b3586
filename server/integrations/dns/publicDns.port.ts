import type { DnsRecordType } from './dns.port';

/** The record types the proxy tool reads from public DNS and copies. */
export type PublicRecordType = Extract<DnsRecordType, 'A' | 'AAAA' | 'CNAME' | 'MX' | 'TXT' | 'CAA' | 'SRV'>;

/**
 * One name's records of one type as the world sees them today, read before proxying so the hosted
 * zone starts as a copy. Values are written as Route 53 takes them: MX 'priority host', SRV
 * 'priority weight port host', CAA 'flags tag "value"', TXT as quoted strings of at most 255
 * characters each ('"v=spf1 …" "…"').
 */
export interface PublicRecordSet {
  /** Fully qualified, lower case, without the trailing dot. */
  name: string;
  type: PublicRecordType;
  values: string[];
}

export interface PublicDns {
  /** Every record set it can see at the names public DNS can be asked about (wellKnownNames.ts). */
  lookup(domain: string): Promise<PublicRecordSet[]>;
}
