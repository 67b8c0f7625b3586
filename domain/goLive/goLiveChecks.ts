import { checklistCatalogue, goLiveCategoryIds } from '../siteChecklist/checklistCatalogue';
import { domainSecuredItemId, floralSetupItemIds, preLiveSeoItemIds, scrapeFinishedItemId } from '../siteChecklist/checklistItemIds';

/** The 13 go-live checks of part 2 §2.3, in the panel's order. */
export const goLiveCheckNames = [
  'domain',
  'subscribers',
  'obitData',
  'duda',
  'miscData',
  'revisions',
  'manage2Domain',
  'icons',
  'designChecks',
  'websiteContent',
  'finalChecks',
  'floral',
  'seo',
] as const;
export type GoLiveCheckName = (typeof goLiveCheckNames)[number];

export const isGoLiveCheckName = (value: unknown): value is GoLiveCheckName =>
  typeof value === 'string' && (goLiveCheckNames as readonly string[]).includes(value);

/** What the panel calls each check. */
export const goLiveCheckLabels: Record<GoLiveCheckName, string> = {
  domain: 'Domain',
  subscribers: 'Subscribers',
  obitData: 'Obituary data',
  duda: 'Builder project',
  miscData: 'Misc data',
  revisions: 'Revisions',
  manage2Domain: 'DNS access',
  icons: 'Icons',
  designChecks: 'Design checks',
  websiteContent: 'Website content',
  finalChecks: 'Final checks',
  floral: 'Floral',
  seo: 'SEO',
};

export type GoLiveCheckStatus = 'passed' | 'failed';

export interface GoLiveCheckResult {
  name: GoLiveCheckName;
  status: GoLiveCheckStatus;
  /** What is still to do: unfinished checklist items by description, or the unmet condition. */
  missing: string[];
}

/** Everything the checks read about one site; the server gathers it, the rules below stay pure. */
export interface GoLiveFacts {
  tickedItemIds: ReadonlySet<number>;
  revisions: { unfixed: number; unverified: number };
  builder: { hasProject: boolean; previewResponds: boolean };
  dns: { hostedZone: boolean; domainContact: boolean };
  hasFloralAddon: boolean;
  realObituaries: number;
  /** An obituaries (or full-site) scrape task of the site ended SUCCESS. */
  obituaryScrapeSucceeded: boolean;
  hostedObitSite: boolean;
}

// The go-live summary and the ready-site seed read the check's items under these names.
export { domainSecuredItemId, scrapeFinishedItemId, scrapeStartedItemId } from '../siteChecklist/checklistItemIds';
export const floralItemIds = floralSetupItemIds;
export const seoItemIds = preLiveSeoItemIds;

const descriptionOf = (itemId: number): string => {
  for (const category of checklistCatalogue) {
    const found = category.items.find((item) => item.id === itemId);
    if (found) return found.description;
  }
  throw new Error(`Checklist item ${itemId} is not in the catalogue`);
};

/** Descriptions of the items not ticked, in catalogue order. */
export const unticked = (facts: Pick<GoLiveFacts, 'tickedItemIds'>, itemIds: readonly number[]): string[] =>
  itemIds.filter((id) => !facts.tickedItemIds.has(id)).map(descriptionOf);

const groupItemIds = (categoryId: number): number[] =>
  checklistCatalogue.find((category) => category.id === categoryId)?.items.map((item) => item.id) ?? [];

/** The unfinished items of a go-live group (a launch category; decisions.md §5). */
export const unfinishedInGroup = (facts: Pick<GoLiveFacts, 'tickedItemIds'>, categoryId: number): string[] =>
  unticked(facts, groupItemIds(categoryId));

const result = (name: GoLiveCheckName, missing: string[]): GoLiveCheckResult => ({
  name,
  status: missing.length ? 'failed' : 'passed',
  missing,
});

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** decisions.md §6, one rule per check. */
const goLiveChecks: Record<GoLiveCheckName, (facts: GoLiveFacts) => GoLiveCheckResult> = {
  domain: (facts) => result('domain', unticked(facts, [domainSecuredItemId])),
  subscribers: (facts) => result('subscribers', unfinishedInGroup(facts, goLiveCategoryIds.subscribers)),
  obitData: (facts) => {
    // An obit-only hosted site keeps its obituaries elsewhere: nothing to import.
    if (facts.hostedObitSite) return result('obitData', []);
    // 'Scrape finished': a successful obituaries scrape (which also ticks item 190), or item 190
    // ticked by hand for obituaries brought over some other way.
    const missing = facts.obituaryScrapeSucceeded ? [] : unticked(facts, [scrapeFinishedItemId]);
    if (facts.realObituaries === 0) missing.push('At least one real (not fake) obituary');
    return result('obitData', missing);
  },
  duda: (facts) => {
    if (!facts.builder.hasProject) return result('duda', ['Builder project created']);
    return result('duda', facts.builder.previewResponds ? [] : ['Builder preview responds']);
  },
  miscData: (facts) => result('miscData', unfinishedInGroup(facts, goLiveCategoryIds.miscData)),
  revisions: (facts) => {
    const missing: string[] = [];
    if (facts.revisions.unfixed > 0) missing.push(`${plural(facts.revisions.unfixed, 'revision', 'revisions')} not fixed`);
    if (facts.revisions.unverified > 0)
      missing.push(`${plural(facts.revisions.unverified, 'revision', 'revisions')} waiting for verification`);
    return result('revisions', missing);
  },
  manage2Domain: (facts) =>
    result('manage2Domain', facts.dns.hostedZone || facts.dns.domainContact ? [] : ['A hosted zone (proxied domain) or a DNS contact']),
  icons: (facts) => result('icons', unfinishedInGroup(facts, goLiveCategoryIds.icons)),
  designChecks: (facts) => result('designChecks', unfinishedInGroup(facts, goLiveCategoryIds.designChecks)),
  websiteContent: (facts) => result('websiteContent', unfinishedInGroup(facts, goLiveCategoryIds.websiteContent)),
  finalChecks: (facts) => result('finalChecks', unfinishedInGroup(facts, goLiveCategoryIds.finalChecks)),
  floral: (facts) => result('floral', facts.hasFloralAddon ? unticked(facts, floralItemIds) : []),
  seo: (facts) => result('seo', unticked(facts, seoItemIds)),
};

export const runGoLiveCheck = (name: GoLiveCheckName, facts: GoLiveFacts): GoLiveCheckResult => goLiveChecks[name](facts);

export const runAllGoLiveChecks = (facts: GoLiveFacts): GoLiveCheckResult[] => goLiveCheckNames.map((name) => runGoLiveCheck(name, facts));
