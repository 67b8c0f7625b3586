import type { SettingsChangeEntry } from '../api/settings.schema';

/** One field of a logged change, as the History section shows it: null where the entry had none (an add's before). */
export interface SettingsChangeLine {
  field: string;
  before: string | null;
  after: string | null;
}

const fieldLabels: Record<string, string> = {
  name: 'Name',
  position: 'Position',
  retired: 'Retired',
  contacts: 'Contacts',
  scrapeFamily: 'Scrape family',
  contactEmail: 'Contact e-mail',
  question: 'Question',
  requiresNote: 'Requires a note',
  date: 'Date',
  category: 'Category',
  type: 'Type',
};

/** Ids, counts of sites and the ids a joined name already shows say nothing a reader needs. */
const unshown = new Set(['id', 'sites', 'categoryId', 'typeId']);

const nameOf = (value: unknown): unknown => (typeof value === 'object' && value !== null && 'name' in value ? value.name : undefined);

const textOf = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // A corporation's contacts, by name.
  if (Array.isArray(value))
    return value.length === 0 ? '(none)' : (value as unknown[]).map((each) => textOf(nameOf(each) ?? each)).join(', ');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

/**
 * The fields a change touched, before and after (docs/decisions/0512): every field of an added or
 * deleted entry, only the changed ones of a change. Positions an entry's move gave the others are
 * not logged, so a position shown is one the person moved.
 */
export const settingsChangeLines = (change: Pick<SettingsChangeEntry, 'before' | 'after'>): SettingsChangeLine[] => {
  const before = change.before ?? {};
  const after = change.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !unshown.has(field));
  return fields
    .filter((field) => !change.before || !change.after || JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({
      field: fieldLabels[field] ?? field,
      before: change.before ? textOf(before[field]) : null,
      after: change.after ? textOf(after[field]) : null,
    }));
};
