import { checklistTypes, domainCategoryId, goLiveCategoryIds, scrapeCategoryId } from '../siteChecklist/checklistCatalogue';

/**
 * The lists staff keep on the Settings screen (issue 30), by their API name
 * (`/api/settings/<list>`). Pre-need insurers are a kind of funding partner with a list of their
 * own (docs/decisions/0511-pre-need-insurers.md); the checklist catalogue is three lists, its
 * types, categories and items (docs/decisions/0510-checklist-types-and-categories.md).
 */
export const settingsLists = [
  'corporations',
  'referralPartners',
  'fundingPartners',
  'insurers',
  'providers',
  'addons',
  'holidays',
  'reasons',
  'checklistTypes',
  'checklistCategories',
  'checklist',
] as const;
export type SettingsList = (typeof settingsLists)[number];

/** What one entry of each list is called in a refusal or a log line. */
export const settingsEntryNouns: Record<SettingsList, string> = {
  corporations: 'Corporation',
  referralPartners: 'Referral partner',
  fundingPartners: 'Funding partner',
  insurers: 'Pre-need insurer',
  providers: 'Provider',
  addons: 'Addon',
  holidays: 'Holiday',
  reasons: 'Reason',
  checklistTypes: 'Checklist type',
  checklistCategories: 'Checklist category',
  checklist: 'Checklist item',
};

/** An entry's id: a number, but a checklist type's is text ('design'). */
export type SettingsEntryId = number | string;

/** A change the protected entries refuse. */
export type SettingsChangeKind = 'rename' | 'retire' | 'delete' | 'clearQuestion';

/**
 * Entries rules elsewhere name by id, so they must stay what they are: corporation 1 is the
 * corporate group (part 1 §3, the am rule), referral partner 7 has its own icon (part 1 §2), addon 1
 * is the video product with its question (part 2 §4), the checklist items decisions.md §5 names
 * feed the go-live checks, as do its categories (list 16 and the other go-live groups, Domain,
 * Scrape) and its six types (each role's default checklist). The answer is the refusal's message,
 * or null when the change is fine.
 */
export const protectedEntryRefusal = (list: SettingsList, id: SettingsEntryId, change: SettingsChangeKind): string | null => {
  const removing = change === 'retire' || change === 'delete';
  if (list === 'corporations' && id === 1 && change !== 'clearQuestion')
    return change === 'rename' ? "Corporation 1 stays 'Corporate'" : "Corporation 1 is 'Corporate' and cannot be retired or deleted";
  if (list === 'referralPartners' && id === 7 && (change === 'retire' || change === 'delete'))
    return 'Referral partner 7 keeps its icon and cannot be retired or deleted';
  if (list === 'addons' && id === 1 && change !== 'rename')
    return 'Addon 1 is the video product: it keeps its question and cannot be retired or deleted';
  if (list === 'checklist' && protectedChecklistItems.includes(Number(id)) && removing)
    return `Checklist item ${id} is used by the go-live checks and cannot be retired or deleted`;
  if (list === 'checklistCategories' && protectedChecklistCategories.includes(Number(id)) && removing)
    return `Checklist category ${id} is used by the go-live checks and cannot be retired or deleted`;
  if (list === 'checklistTypes' && (checklistTypes as readonly SettingsEntryId[]).includes(id) && removing)
    return `Checklist type '${id}' is a role's default checklist and cannot be retired or deleted`;
  return null;
};

/** The lists whose entries a site keeps as its own: one a site uses is retired, not deleted. No site keeps a holiday or a reason. */
const usageKeepsEntry: Record<SettingsList, boolean> = {
  corporations: true,
  referralPartners: true,
  fundingPartners: true,
  insurers: true,
  providers: true,
  addons: true,
  holidays: false,
  reasons: false,
  checklistTypes: true,
  checklistCategories: true,
  checklist: true,
};

/** Why an entry `sites` sites use cannot be deleted, or null when its use does not stand in the way. */
export const usageRefusesDelete = (list: SettingsList, sites: number): string | null =>
  usageKeepsEntry[list] && sites > 0 ? `In use by ${sites} site(s): retire it instead` : null;

/** decisions.md §5: the items the go-live checks read. */
const protectedChecklistItems: readonly number[] = [13, 15, 16, 156, 165, 166, 167, 168, 169, 170, 190, 191, 195];

/** decisions.md §5 and §6: the go-live groups (list 16 among them), and the Domain and Scrape categories of the list's icons. */
const protectedChecklistCategories: readonly number[] = [...Object.values(goLiveCategoryIds), domainCategoryId, scrapeCategoryId];
