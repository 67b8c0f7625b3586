import type { DomainAvailability } from '../../domain/api/domainSearch.schema';
import type { AppDeps } from '../appDeps';

/** Part 2 §9: suggestions fill a five-column list; two rows of it. */
const suggestionLimit = 10;

/**
 * POST /api/godaddy/domain-availability: the registrar's answer for the domain and, when it is
 * taken, free names like it in the searched TLDs. The registrar's refusals reach staff in its
 * integration's words (the small-account 403 names its cause).
 */
export const searchDomain = async (deps: AppDeps, search: { domain: string; tlds: readonly string[] }): Promise<DomainAvailability> => {
  const data = await deps.integrations.registrar.checkAvailability(search.domain);
  if (data.available) return { data, suggestionData: [] };
  const name = search.domain.slice(0, search.domain.indexOf('.'));
  const suggestionData = await deps.integrations.registrar.suggest(name, {
    tlds: search.tlds.map((tld) => tld.replace(/^\./, '')),
    limit: suggestionLimit,
  });
  return { data, suggestionData };
};
