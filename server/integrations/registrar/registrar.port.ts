/** The domain registrar (GoDaddy): availability and suggestions for the domain tools, name servers for proxying. */
interface DomainAvailability {
  domain: string;
  available: boolean;
}

export interface Registrar {
  checkAvailability(domain: string): Promise<DomainAvailability>;
  /** Up to `limit` registrable names like the query, in the given TLDs (['com']). */
  suggest(query: string, options: { tlds: readonly string[]; limit: number }): Promise<{ domain: string }[]>;
  /** Name servers of a domain in our account; null when the domain is not ours (it is registered elsewhere). */
  getNameServers(domain: string): Promise<string[] | null>;
  /** Points a domain of ours at the given name servers; false when the domain is not in our account. */
  setNameServers(domain: string, nameServers: readonly string[]): Promise<boolean>;
}
