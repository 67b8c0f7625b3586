/** The parser families that read a provider's pages (server/scraper/families). */
export const scrapeProviderFamilies = ['tribute', 'batesville', 'frontrunner', 'generic'] as const;
export type ScrapeProviderFamily = (typeof scrapeProviderFamilies)[number];

interface ScrapeProvider {
  value: string;
  label: string;
}

/**
 * The providers the start form offers. Which parser family reads each is the provider's
 * `scrape_family` in the providers table (Settings), read by the server when it runs a scrape.
 */
export const scrapeProviders: readonly ScrapeProvider[] = [
  { value: 'CFS', label: 'CFS' },
  { value: 'FZ', label: 'FZ' },
  { value: 'FR', label: 'FR' },
  { value: 'FT', label: 'FT' },
  { value: 'FI', label: 'FI' },
  { value: 'MKJ', label: 'MKJ' },
  { value: 'Batesville', label: 'Batesville' },
  { value: 'FrontRunner', label: 'FrontRunner' },
  { value: 'Other', label: 'Other' },
];

/** The Batesville listing has no last page to find, so its scrape must be told where to stop (part 2 §5). */
export const providerNeedsEndPage = (value: string): boolean => value === 'Batesville';

/** Part 2 §2.10: the lookup's label, 'cfs' for CFS, otherwise with its first letter lowered. */
export const providerColumnLabel = (value: string): string => {
  const label = scrapeProviders.find((provider) => provider.value === value)?.label ?? value;
  if (label === 'CFS') return 'cfs';
  return label.charAt(0).toLowerCase() + label.slice(1);
};
