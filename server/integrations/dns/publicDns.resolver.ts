import { Resolver } from 'node:dns/promises';
import { IntegrationError } from '../integrationError';
import type { PublicDns, PublicRecordSet, PublicRecordType } from './publicDns.port';
import { txtValue } from './txtStrings';
import { wellKnownNames } from './wellKnownNames';

interface ResolverPublicDnsConfig {
  /** 'ip' or 'ip:port' entries; the system's resolvers when empty. */
  servers: readonly string[];
  timeoutMs: number;
}

/** Answers that mean 'no such records', not 'the lookup failed'. */
const noRecords = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/** Public DNS through Node's resolver (c-ares), against the configured servers or the system's. */
export const createResolverPublicDns = (config: ResolverPublicDnsConfig): PublicDns => {
  const resolver = new Resolver({ timeout: config.timeoutMs, tries: 2 });
  if (config.servers.length) resolver.setServers([...config.servers]);

  /** The values, [] when there are none, or null when the name does not exist at all (NXDOMAIN). */
  const ask = async (domain: string, name: string, type: PublicRecordType | 'CNAME'): Promise<string[] | null> => {
    try {
      switch (type) {
        case 'A':
          return await resolver.resolve4(name);
        case 'AAAA':
          return await resolver.resolve6(name);
        case 'CNAME':
          return await resolver.resolveCname(name);
        case 'MX':
          return (await resolver.resolveMx(name))
            .sort((x, y) => x.priority - y.priority)
            .map(({ priority, exchange }) => `${priority} ${exchange}`);
        case 'TXT':
          return (await resolver.resolveTxt(name)).map(txtValue);
        case 'CAA':
          return (await resolver.resolveCaa(name)).map((record) => {
            // Node gives {critical, issue} or {critical, iodef}, …: the one other key is the tag.
            const entry: [string, unknown] = Object.entries(record).find(([key]) => key !== 'critical') ?? ['issue', ''];
            return `${record.critical} ${entry[0]} "${String(entry[1])}"`;
          });
        case 'SRV':
          return (await resolver.resolveSrv(name)).map(
            ({ priority, weight, port, name: target }) => `${priority} ${weight} ${port} ${target}`,
          );
      }
    } catch (error) {
      const code = (error as { code?: string }).code ?? String(error);
      if (code === 'ENOTFOUND' || code === 'NXDOMAIN') return null;
      if (noRecords.has(code)) return [];
      throw new IntegrationError(
        'dns',
        code === 'ETIMEOUT' ? 'timeout' : 'unavailable',
        `Public DNS could not look up ${domain} (${code}); try again later.`,
      );
    }
  };

  const readName = async (domain: string, label: string, types: readonly PublicRecordType[]): Promise<PublicRecordSet[]> => {
    const name = label ? `${label}.${domain}` : domain;
    if (label) {
      // A CNAME name holds nothing else; a name that does not exist needs no more questions.
      const cname = await ask(domain, name, 'CNAME');
      if (cname === null) return [];
      if (cname.length) return [{ name, type: 'CNAME', values: cname }];
    }
    const sets = await Promise.all(types.map(async (type) => ({ name, type, values: (await ask(domain, name, type)) ?? [] })));
    return sets.filter((set) => set.values.length > 0);
  };

  return {
    lookup: async (input) => {
      const domain = input.trim().toLowerCase().replace(/\.$/, '');
      const perName = await Promise.all(wellKnownNames.map(({ label, types }) => readName(domain, label, types)));
      return perName.flat();
    },
  };
};
