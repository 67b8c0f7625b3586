import {
  dnsAccessConfirmedItemId,
  nameServerMoveItemIds,
  domainRequestedItemId,
  domainSecuredItemId,
  floralCatalogueSelectedItemId,
  floralNotificationsSetItemId,
  floralPricesConfirmedItemId,
  floralStorefrontLiveItemId,
  floralTestOrderItemId,
  floristConnectedItemId,
  scrapeFinishedItemId,
  scrapeStartedItemId,
  seoGoogleBusinessItemId,
  seoMetaDescriptionsItemId,
  seoPageTitlesItemId,
} from './checklistItemIds';
import type { Role } from '../roles';

/**
 * The checklist catalogue (decisions.md §5 and §6) as pure data: types, their categories, and
 * the items staff tick. Category and item ids are stable: sites store ticks by item id and the
 * go-live checks and list icons read fixed ids, so an id is never reused or renumbered. New
 * items take new ids.
 */
export const checklistTypes = ['design', 'qa', 'floral', 'launch', 'seo', 'account'] as const;
export type ChecklistType = (typeof checklistTypes)[number];

export const checklistTypeNames: Record<ChecklistType, string> = {
  design: 'Design',
  qa: 'QA',
  floral: 'Floral',
  launch: 'Launch',
  seo: 'SEO',
  account: 'Account',
};

export interface ChecklistItemDefinition {
  id: number;
  description: string;
}

export interface ChecklistCategoryDefinition {
  id: number;
  type: ChecklistType;
  name: string;
  items: readonly ChecklistItemDefinition[];
}

/** The checklist a role opens by default (decisions.md §5); the dropdown offers the others. */
export const defaultChecklistType = (role: Role): ChecklistType => {
  switch (role) {
    case 'designer':
      return 'design';
    case 'care':
      return 'qa';
    case 'florist':
      return 'floral';
    case 'ae':
    case 'am':
    case 'sdr':
      return 'account';
    case 'launch':
    case 'admin':
    case 'executive':
      return 'launch';
  }
};

/** The go-live check groups (part 2 §9 numbers): launch categories that pass when every item is ticked. */
export const goLiveCategoryIds = {
  goLive: 16,
  subscribers: 2,
  miscData: 3,
  icons: 4,
  designChecks: 5,
  websiteContent: 18,
  finalChecks: 17,
} as const;

/** Launch categories that hold the Domain and Scrape items of the list's Info icons (migration 0032 adds to Domain). */
export const domainCategoryId = 19;
export const scrapeCategoryId = 20;

/** What the proxy tool cannot see from outside (issue 32), in the order of nameServerMoveItemIds. */
const nameServerMoveDescriptions = [
  'Other names checked at the current DNS host and copied (names the proxy tool cannot see, e.g. portal, shop, booking)',
  'Mail records compared with the current DNS host: MX, SPF, DKIM selectors, DMARC',
  'Verification TXT records on subdomains checked and copied',
  'Mail sent and received after the name servers moved',
];

const item = (id: number, description: string): ChecklistItemDefinition => ({ id, description });

export const checklistCatalogue: readonly ChecklistCategoryDefinition[] = [
  // design
  {
    id: 1,
    type: 'design',
    name: 'Project setup',
    items: [
      item(1, 'Builder project created from the chosen template'),
      item(2, 'Old website reviewed for pages and content to carry over'),
      item(3, 'Brand colours and fonts set'),
      item(4, 'Logo uploaded in high resolution'),
      item(5, 'Hero images chosen with the funeral home'),
    ],
  },
  {
    id: 6,
    type: 'design',
    name: 'Pages',
    items: [
      item(6, 'Home page built'),
      item(7, 'About Us and Our Staff pages built'),
      item(8, 'Services and pricing pages built'),
      item(9, 'Contact page with map, phone and hours'),
      item(10, 'Obituary listing page linked in the menu'),
      item(11, 'Pre-planning page built'),
    ],
  },
  {
    id: 7,
    type: 'design',
    name: 'Design review',
    items: [
      item(12, 'Mobile layout checked on every page'),
      item(20, 'Images compressed and given alt text'),
      item(21, 'Spelling and grammar proofread'),
      item(22, "Funeral home's design notes answered"),
    ],
  },
  // qa
  {
    id: 8,
    type: 'qa',
    name: 'Pre-staging QA',
    items: [
      item(23, 'Every page compared with the old site'),
      item(24, 'Links and buttons go where they should'),
      item(25, 'Forms submit and deliver e-mail'),
      item(26, 'Obituaries show with photos and dates'),
      item(27, 'Phone and tablet views checked'),
    ],
  },
  {
    id: 9,
    type: 'qa',
    name: 'Final QA',
    items: [
      item(28, 'Staged site reviewed with revisions applied'),
      item(29, 'Addresses, phones and hours match the funeral home'),
      item(30, 'Obituary search and condolences work'),
      item(31, 'No placeholder text or images left'),
      item(32, 'Pages load quickly on a phone'),
    ],
  },
  // floral
  {
    id: 10,
    type: 'floral',
    name: 'Floral setup',
    items: [
      item(floristConnectedItemId, 'Florist connected'),
      item(floralCatalogueSelectedItemId, 'Floral catalogue selected'),
      item(floralPricesConfirmedItemId, 'Product prices confirmed with the florist'),
      item(floralNotificationsSetItemId, 'Purchase notification e-mails set'),
      item(floralTestOrderItemId, 'Test order placed and received'),
      item(floralStorefrontLiveItemId, 'Floral storefront live'),
    ],
  },
  {
    id: 11,
    type: 'floral',
    name: 'Floral follow-up',
    items: [
      item(33, 'Florist shown how order notifications work'),
      item(34, 'Sympathy flowers linked from obituaries'),
      item(35, 'First real order delivered'),
    ],
  },
  // seo
  {
    id: 12,
    type: 'seo',
    name: 'Pre-live SEO',
    items: [
      item(seoPageTitlesItemId, 'Page titles set'),
      item(seoMetaDescriptionsItemId, 'Meta descriptions set'),
      item(seoGoogleBusinessItemId, 'Google Business profile linked'),
    ],
  },
  {
    id: 13,
    type: 'seo',
    name: 'Post-live SEO',
    items: [
      item(14, 'Sitemap submitted to Google Search Console'),
      item(17, 'Analytics receiving traffic'),
      item(18, 'Old page addresses redirect to the new pages'),
      item(19, 'Local listings point at the new website'),
    ],
  },
  // account
  {
    id: 14,
    type: 'account',
    name: 'Onboarding',
    items: [
      item(36, 'Welcome call held'),
      item(37, 'Contract and addons confirmed'),
      item(38, 'Content questionnaire received'),
      item(39, 'Staff photos and bios received'),
    ],
  },
  {
    id: 15,
    type: 'account',
    name: 'Coaching',
    items: [
      item(40, 'First coaching session held'),
      item(41, 'Staff shown how to post an obituary'),
      item(42, 'Staff shown how to edit pages'),
      item(43, 'Follow-up session booked'),
    ],
  },
  // launch: the go-live groups first, in the order the go-live panel lists them
  {
    id: 16,
    type: 'launch',
    name: 'Go-live',
    items: [
      item(44, 'Launch date confirmed with the funeral home'),
      item(45, 'Builder site published'),
      item(46, 'DNS pointed at the new site'),
      item(47, 'SSL certificate active'),
      item(48, 'Live site checked on its domain'),
    ],
  },
  {
    id: 2,
    type: 'launch',
    name: 'Subscribers',
    items: [
      item(49, 'Obituary subscriber list imported'),
      item(50, 'Subscription form tested'),
      item(51, 'Notification sender address verified'),
    ],
  },
  {
    id: 3,
    type: 'launch',
    name: 'Misc data',
    items: [
      item(52, 'Locations and addresses entered'),
      item(53, 'Phone numbers and office hours entered'),
      item(54, 'Social media links added'),
      item(55, 'Reply-to name and address set'),
    ],
  },
  {
    id: 4,
    type: 'launch',
    name: 'Icons',
    items: [item(56, 'Favicon set'), item(57, 'Social sharing image set'), item(58, 'Home screen icon set')],
  },
  {
    id: 5,
    type: 'launch',
    name: 'Design checks',
    items: [
      item(59, 'Header and footer the same on every page'),
      item(60, 'No broken images'),
      item(61, 'Fonts load on every page'),
      item(62, 'Mobile menu opens and closes'),
    ],
  },
  {
    id: 18,
    type: 'launch',
    name: 'Website content',
    items: [
      item(63, 'Every page has final content'),
      item(64, 'Staff page complete'),
      item(65, 'Services and prices current'),
      item(66, 'Privacy and accessibility pages added'),
    ],
  },
  {
    id: 17,
    type: 'launch',
    name: 'Final checks',
    items: [
      item(67, 'Imported obituaries spot-checked'),
      item(68, 'Forms deliver to the funeral home'),
      item(69, 'Analytics installed'),
      item(70, 'Funeral home approved the site'),
    ],
  },
  {
    id: domainCategoryId,
    type: 'launch',
    name: 'Domain',
    items: [
      item(domainRequestedItemId, 'Domain requested'),
      item(domainSecuredItemId, 'Domain secured'),
      item(dnsAccessConfirmedItemId, 'DNS access confirmed'),
      ...nameServerMoveItemIds.map((id, index) => item(id, nameServerMoveDescriptions[index]!)),
    ],
  },
  {
    id: scrapeCategoryId,
    type: 'launch',
    name: 'Scrape',
    items: [
      item(scrapeStartedItemId, 'Scrape started'),
      item(scrapeFinishedItemId, 'Scrape finished'),
      item(72, 'Scraped obituaries reviewed'),
    ],
  },
];

/** @internal Exported for tests (knip --production: decision 0416). */
export const checklistCategoriesOf = (type: ChecklistType): readonly ChecklistCategoryDefinition[] =>
  checklistCatalogue.filter((category) => category.type === type);
