/** Scrape job types (decisions.md §7); obituaries is the default. */
export const scrapeJobTypes = ['obituaries', 'testimonials', 'merchandise', 'blogs', 'full-site'] as const;
export type ScrapeJobType = (typeof scrapeJobTypes)[number];
export const defaultScrapeJobType: ScrapeJobType = 'obituaries';

/** What a scrape saves: one row per record, of one of these kinds. */
export const scrapeRecordKinds = ['obituary', 'testimonial', 'merchandise', 'blog'] as const;
export type ScrapeRecordKind = (typeof scrapeRecordKinds)[number];

/** The kinds a job type reads, in the order a full-site scrape reads them. */
export const recordKindsOf = (jobType: ScrapeJobType): readonly ScrapeRecordKind[] => {
  switch (jobType) {
    case 'obituaries':
      return ['obituary'];
    case 'testimonials':
      return ['testimonial'];
    case 'merchandise':
      return ['merchandise'];
    case 'blogs':
      return ['blog'];
    case 'full-site':
      return scrapeRecordKinds;
  }
};
