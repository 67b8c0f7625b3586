/**
 * The records the world sees for a domain today (public DNS), read before proxying so the hosted
 * zone starts as a copy. Values are written as Route 53 takes them: MX 'priority host', TXT quoted.
 */
export interface PublicRecords {
  /** The apex's IPv4 addresses. */
  a: string[];
  mx: string[];
  txt: string[];
  /** www's CNAME target (a CNAME cannot sit at the apex). */
  cname: string[];
}

export interface PublicDns {
  lookup(domain: string): Promise<PublicRecords>;
}
