import type { SettingsRow } from '../../../machines/settings/settings.actors';
import type { SettingsList } from '../../../domain/settings/settingsLists';

/** A section's heading, and the list's own column beside the name (none for the simple lists). */
export const settingsSections: Record<SettingsList, { title: string; detail?: { label: string; value: (row: SettingsRow) => string } }> = {
  corporations: { title: 'Corporations' },
  referralPartners: { title: 'Referral partners' },
  fundingPartners: { title: 'Funding partners' },
  insurers: { title: 'Pre-need insurers' },
  providers: {
    title: 'Providers',
    detail: {
      label: 'Scrape family, contact',
      value: (row) => ('scrapeFamily' in row ? `${row.scrapeFamily}${row.contactEmail ? `, ${row.contactEmail}` : ''}` : ''),
    },
  },
  addons: { title: 'Addons', detail: { label: 'Question', value: (row) => ('question' in row ? (row.question ?? '') : '') } },
  holidays: { title: 'Launch holidays', detail: { label: 'Date', value: (row) => ('date' in row ? row.date : '') } },
  reasons: {
    title: 'Reschedule and unschedule reasons',
    detail: { label: 'Note', value: (row) => ('requiresNote' in row && row.requiresNote ? 'Requires a note' : '') },
  },
  checklistTypes: { title: 'Checklist types', detail: { label: 'Id', value: (row) => String(row.id) } },
  checklistCategories: {
    title: 'Checklist categories',
    detail: { label: 'Type', value: (row) => ('typeId' in row ? row.type : '') },
  },
  checklist: {
    title: 'Checklist items',
    detail: { label: 'Category', value: (row) => ('category' in row ? `${row.type} / ${row.category}` : '') },
  },
};
