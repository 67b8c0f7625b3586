import { Resolver } from 'node:dns/promises';
import { IntegrationError } from '../integrationError';
import type { PublicDns, PublicRecords } from './publicDns.port';

interface ResolverPublicDnsConfig {
  /** 'ip' or 'ip:port' entries; the system's resolvers when empty. */
  servers: readonly string[];
  timeoutMs: number;
}

/** Answers that mean 'no such records', not 'the lookup failed'. */
const noRecords = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

const quoted = (chunks: string[]) => `"${chunks.join('').replace(/(["\\])/g, '\\$1')}"`;

/** Public DNS through Node's resolver (c-ares), against the configured servers or the system's. */
export const createResolverPublicDns = (config: ResolverPublicDnsConfig): PublicDns => {
  const resolver = new Resolver({ timeout: config.timeoutMs, tries: 2 });
  if (config.servers.length) resolver.setServers([...config.servers]);

  const orNone = async <T>(domain: string, lookup: () => Promise<T[]>): Promise<T[]> => {
    try {
      return await lookup();
    } catch (error) {
      const code = (error as { code?: string }).code ?? String(error);
      if (noRecords.has(code)) return [];
      throw new IntegrationError(
        'dns',
        code === 'ETIMEOUT' ? 'timeout' : 'unavailable',
        `Public DNS could not look up ${domain} (${code}); try again later.`,
      );
    }
  };

  return {
    lookup: async (input): Promise<PublicRecords> => {
      const domain = input.trim().toLowerCase().replace(/\.$/, '');
      const [a, mx, txt, cname] = await Promise.all([
        orNone(domain, () => resolver.resolve4(domain)),
        orNone(domain, () => resolver.resolveMx(domain)),
        orNone(domain, () => resolver.resolveTxt(domain)),
        orNone(domain, () => resolver.resolveCname(`www.${domain}`)),
      ]);
      return {
        a,
        mx: mx.sort((x, y) => x.priority - y.priority).map(({ priority, exchange }) => `${priority} ${exchange}`),
        txt: txt.map(quoted),
        cname,
      };
    },
  };
};
