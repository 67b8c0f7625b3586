/**
 * The lists staff keep on the Settings screen (issue 30), by their API name
 * (`/api/settings/<list>`). Pre-need insurers are the funding partners (part 1 §3: 'None plus
 * seven insurers'), one list (docs/decisions/0475-settings-lists.md).
 */
export const settingsLists = [
  'corporations',
  'referralPartners',
  'fundingPartners',
  'providers',
  'addons',
  'holidays',
  'reasons',
  'checklist',
] as const;
export type SettingsList = (typeof settingsLists)[number];

/** What one entry of each list is called in a refusal or a log line. */
export const settingsEntryNouns: Record<SettingsList, string> = {
  corporations: 'Corporation',
  referralPartners: 'Referral partner',
  fundingPartners: 'Funding partner',
  providers: 'Provider',
  addons: 'Addon',
  holidays: 'Holiday',
  reasons: 'Reason',
  checklist: 'Checklist item',
};

/** A change the protected entries refuse. */
export type SettingsChangeKind = 'rename' | 'retire' | 'delete' | 'clearQuestion';

/**
 * Entries rules elsewhere name by id, so they must stay what they are: corporation 1 is the
 * corporate group (part 1 §3, the am rule), referral partner 7 has its own icon (part 1 §2), addon 1
 * is the video product with its question (part 2 §4), and the checklist items decisions.md §5 names
 * feed the go-live checks. The answer is the refusal's message, or null when the change is fine.
 */
export const protectedEntryRefusal = (list: SettingsList, id: number, change: SettingsChangeKind): string | null => {
  if (list === 'corporations' && id === 1 && change !== 'clearQuestion')
    return change === 'rename' ? "Corporation 1 stays 'Corporate'" : "Corporation 1 is 'Corporate' and cannot be retired or deleted";
  if (list === 'referralPartners' && id === 7 && (change === 'retire' || change === 'delete'))
    return 'Referral partner 7 keeps its icon and cannot be retired or deleted';
  if (list === 'addons' && id === 1 && change !== 'rename')
    return 'Addon 1 is the video product: it keeps its question and cannot be retired or deleted';
  if (list === 'checklist' && protectedChecklistItems.includes(id) && (change === 'retire' || change === 'delete'))
    return `Checklist item ${id} is used by the go-live checks and cannot be retired or deleted`;
  return null;
};

/** decisions.md §5: the items the go-live checks read. */
const protectedChecklistItems: readonly number[] = [13, 15, 16, 156, 165, 166, 167, 168, 169, 170, 190, 191, 195];
