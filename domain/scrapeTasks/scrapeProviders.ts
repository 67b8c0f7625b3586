/** The parser families that read a provider's pages (server/scraper/families). */
export const scrapeProviderFamilies = ['tribute', 'batesville', 'frontrunner', 'generic'] as const;
export type ScrapeProviderFamily = (typeof scrapeProviderFamilies)[number];

interface ScrapeProvider {
  value: string;
  label: string;
  family: ScrapeProviderFamily;
}

/**
 * The providers the start form offers. Part 2 §9 puts CFS, FZ, FR, FT, FI and MKJ under Tribute
 * Technology; Batesville and FrontRunner have their own page structures; any other old site is
 * read by the generic parser.
 */
export const scrapeProviders: readonly ScrapeProvider[] = [
  { value: 'CFS', label: 'CFS', family: 'tribute' },
  { value: 'FZ', label: 'FZ', family: 'tribute' },
  { value: 'FR', label: 'FR', family: 'tribute' },
  { value: 'FT', label: 'FT', family: 'tribute' },
  { value: 'FI', label: 'FI', family: 'tribute' },
  { value: 'MKJ', label: 'MKJ', family: 'tribute' },
  { value: 'Batesville', label: 'Batesville', family: 'batesville' },
  { value: 'FrontRunner', label: 'FrontRunner', family: 'frontrunner' },
  { value: 'Other', label: 'Other', family: 'generic' },
];

export const familyOfProvider = (value: string): ScrapeProviderFamily =>
  scrapeProviders.find((provider) => provider.value === value)?.family ?? 'generic';

/** The Batesville listing has no last page to find, so its scrape must be told where to stop (part 2 §5). */
export const providerNeedsEndPage = (value: string): boolean => familyOfProvider(value) === 'batesville';

/** Part 2 §2.10: the lookup's label, 'cfs' for CFS, otherwise with its first letter lowered. */
export const providerColumnLabel = (value: string): string => {
  const label = scrapeProviders.find((provider) => provider.value === value)?.label ?? value;
  if (label === 'CFS') return 'cfs';
  return label.charAt(0).toLowerCase() + label.slice(1);
};
