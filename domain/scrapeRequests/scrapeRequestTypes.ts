import { can } from '../permissions';
import type { Role } from '../roles';

/** The scrape request types of decisions.md §7, in the order the modal offers them. */
export const scrapeRequestTypes = ['obituaries', 'testimonials', 'merchandise', 'blogs'] as const;
export type ScrapeRequestType = (typeof scrapeRequestTypes)[number];

/** How a type reads on screen and in toasts ('Obituaries scrape marked as complete'). */
export const scrapeRequestTypeLabels: Record<ScrapeRequestType, string> = {
  obituaries: 'Obituaries',
  testimonials: 'Testimonials',
  merchandise: 'Merchandise',
  blogs: 'Blogs',
};

/** Whether a role may ask for this type: obituaries only with its own capability (decisions.md §2). */
export const mayRequestScrapeType = (role: Role, type: ScrapeRequestType): boolean =>
  can(role, 'requestScrape') && (type !== 'obituaries' || can(role, 'requestObituariesScrape'));

/** The types the Request Scrape modal offers to a role. */
export const scrapeRequestTypesFor = (role: Role): ScrapeRequestType[] =>
  scrapeRequestTypes.filter((type) => mayRequestScrapeType(role, type));
