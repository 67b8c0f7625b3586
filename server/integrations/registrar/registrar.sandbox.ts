import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { IntegrationError } from '../integrationError';
import { serviceLabels } from '../serviceNames';
import type { Registrar } from './registrar.port';

const domainPattern = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const wellKnown = new Set(['example.com', 'google.com', 'facebook.com', 'legacy.com', 'funeral.com']);
const suggestionSuffixes = ['funeralhome', 'funerals', 'memorial', 'chapel', 'tributes', 'cremation', 'memorials'];

const normalise = (domain: string): string => {
  const lower = domain.trim().toLowerCase();
  if (!domainPattern.test(lower)) {
    throw new IntegrationError(
      'registrar',
      'rejected',
      `${serviceLabels.registrar} rejected the request (422): '${domain}' is not a domain name.`,
      422,
    );
  }
  return lower;
};

/**
 * The registrar offline, deterministic so staff and tests can predict it:
 * - a name containing 'taken' is registered in our account (its name servers are ours to set);
 * - a name containing 'elsewhere', or a well-known one, is registered with someone else;
 * - anything else is available.
 * Name servers set through the sandbox are kept, and such a domain is ours from then on.
 * Suggestions leave the marker words out of the name they build on.
 */
export const createSandboxRegistrar = ({ db, now }: { db: Kysely<Database>; now: () => Date }): Registrar => {
  const stored = (domain: string) =>
    db.selectFrom('sandbox_registrar_domains').select('name_servers').where('domain', '=', domain).executeTakeFirst();
  const ours = async (domain: string) => domain.includes('taken') || Boolean(await stored(domain));
  const elsewhere = (domain: string) => domain.includes('elsewhere') || wellKnown.has(domain);
  const available = async (domain: string) => !elsewhere(domain) && !(await ours(domain));

  return {
    checkAvailability: async (input) => {
      const domain = normalise(input);
      return { domain, available: await available(domain) };
    },
    suggest: async (query, { tlds, limit }) => {
      // Without the sandbox's marker words, or a search for 'smith-taken' could suggest only taken names.
      const base = query
        .toLowerCase()
        .replace(/\.[a-z]+$/, '')
        .replace(/taken|elsewhere/g, '')
        .replace(/[^a-z0-9]/g, '');
      const tld = tlds[0] ?? 'com';
      const candidates = suggestionSuffixes.map((suffix) => `${base}${suffix}.${tld}`);
      const open = [];
      for (const domain of candidates) if (await available(domain)) open.push({ domain });
      return open.slice(0, limit);
    },
    getNameServers: async (input) => {
      const domain = normalise(input);
      const row = await stored(domain);
      if (row) return row.name_servers;
      return domain.includes('taken') ? [`ns1.${domain}`, `ns2.${domain}`] : null;
    },
    setNameServers: async (input, nameServers) => {
      const domain = normalise(input);
      if (!(await ours(domain))) return false;
      await db
        .insertInto('sandbox_registrar_domains')
        .values({ domain, name_servers: JSON.stringify(nameServers), updated_at: now() })
        .onConflict((oc) => oc.column('domain').doUpdateSet({ name_servers: JSON.stringify(nameServers), updated_at: now() }))
        .execute();
      return true;
    },
  };
};
