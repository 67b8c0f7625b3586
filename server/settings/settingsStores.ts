import { type Kysely, sql } from 'kysely';
import type { SettingsEntryId, SettingsList } from '../../domain/settings/settingsLists';
import type { Database } from '../db/schema';

/** One entry as the Settings API answers it (its list's schema in domain/api/settings.schema.ts). */
export type SettingsEntry = Record<string, unknown> & { id: SettingsEntryId; sites: number };

/**
 * Where each Settings list lives and how its rows become entries. The SQL fragments are constants
 * of this file (never request text); `t` is the list's table.
 */
export interface SettingsStore {
  table: string;
  /** The column the entry's `name` is (a checklist item's is its description). */
  nameColumn: string;
  /** API field -> column, beyond id, name, position, retired and sites (the joined ones are read only: no body names them). */
  fields: Record<string, string>;
  /** Extra columns read with the row (joined names). */
  extraSelect?: string;
  joins?: string;
  /** How many sites use the entry. */
  usage: string;
  /** Whether the list has a sort order and can retire entries. */
  ordered: boolean;
  /** The column inside whose value positions count (a checklist item's category, a category's type). */
  orderScope?: string;
  /** The body field that names the scope of a new entry (`categoryId`, `typeId`), and the list it must name an active entry of. */
  scopeField?: { field: string; table: string };
  /** The list's share of a table several lists keep (funding partners and pre-need insurers): its rows, and what it writes on a new one. */
  kind?: { column: string; value: string };
  /** The list's order when it is not the scope's then the position's (the checklist categories follow their type's order). */
  order?: string;
  /** Rows of another table that belong to an entry, so it cannot be deleted while it holds any (a category's items). */
  children?: { table: string; column: string; noun: string; nouns: string };
  /**
   * How a new row gets its id: the table's serial, the next after the largest (tables seeded with
   * fixed ids), or made from its name (a checklist type's text id, docs/decisions/0510).
   */
  newId: 'serial' | 'next' | 'name';
  /** The field two entries may not share (case-insensitive), checked inside `orderScope` when there is one. */
  unique: 'name' | 'date';
}

const sitesWith = (column: string) => `(SELECT count(*) FROM sites s WHERE s.${column} = t.id)`;

const named = (table: string, column: string, fields: Record<string, string> = {}): SettingsStore => ({
  table,
  nameColumn: 'name',
  fields,
  usage: sitesWith(column),
  ordered: true,
  newId: 'next',
  unique: 'name',
});

export const settingsStores: Record<SettingsList, SettingsStore> = {
  corporations: named('corporations', 'corporation_id'),
  referralPartners: named('referral_partners', 'referral_partner_id'),
  fundingPartners: { ...named('funding_partners', 'funding_partner_id'), kind: { column: 'kind', value: 'fundingPartner' } },
  insurers: { ...named('funding_partners', 'funding_partner_id'), kind: { column: 'kind', value: 'insurer' } },
  providers: named('providers', 'provider_id', { scrapeFamily: 'scrape_family', contactEmail: 'contact_email' }),
  addons: {
    ...named('addons', 'id', { question: 'question' }),
    usage: '(SELECT count(*) FROM site_addons sa WHERE sa.addon_id = t.id)',
  },
  reasons: { ...named('launch_reasons', 'id', { requiresNote: 'requires_note' }), usage: '0', newId: 'serial' },
  holidays: {
    table: 'launch_holidays',
    nameColumn: 'name',
    fields: { date: 'date' },
    usage: '(SELECT count(*) FROM sites s WHERE s.scheduled_launch_date = t.date)',
    ordered: false,
    newId: 'serial',
    unique: 'date',
  },
  checklistTypes: {
    ...named('checklist_types', 'id'),
    usage: `(SELECT count(DISTINCT k.site_id) FROM site_checklist_ticks k JOIN checklist_items i ON i.id = k.item_id
      JOIN checklist_categories c ON c.id = i.category_id WHERE c.type_id = t.id)`,
    children: { table: 'checklist_categories', column: 'type_id', noun: 'checklist category', nouns: 'checklist categories' },
    newId: 'name',
  },
  checklistCategories: {
    ...named('checklist_categories', 'id', { typeId: 'type_id', type: 'type_name' }),
    extraSelect: 'ty.name AS type_name',
    joins: 'JOIN checklist_types ty ON ty.id = t.type_id',
    usage:
      '(SELECT count(DISTINCT k.site_id) FROM site_checklist_ticks k JOIN checklist_items i ON i.id = k.item_id WHERE i.category_id = t.id)',
    orderScope: 'type_id',
    scopeField: { field: 'typeId', table: 'checklist_types' },
    order: 'ty.position, t.type_id, t.position, t.id',
    children: { table: 'checklist_items', column: 'category_id', noun: 'checklist item', nouns: 'checklist items' },
  },
  checklist: {
    table: 'checklist_items',
    nameColumn: 'description',
    fields: { categoryId: 'category_id', category: 'category', type: 'type' },
    extraSelect: 'c.name AS category, c.type_id AS type',
    joins: 'JOIN checklist_categories c ON c.id = t.category_id',
    usage: '(SELECT count(*) FROM site_checklist_ticks k WHERE k.item_id = t.id)',
    ordered: true,
    orderScope: 'category_id',
    scopeField: { field: 'categoryId', table: 'checklist_categories' },
    newId: 'next',
    unique: 'name',
  },
};

type Row = Record<string, unknown>;

/** The rows of a list that shares its table (`t.kind = 'insurer'`). */
export const kindOf = (store: SettingsStore, alias = 't') =>
  store.kind ? sql`${sql.ref(`${alias}.${store.kind.column}`)} = ${store.kind.value}` : sql`true`;

const toEntry = (store: SettingsStore, row: Row): SettingsEntry => {
  const id = store.newId === 'name' ? String(row.id) : Number(row.id);
  const entry: SettingsEntry = { id, name: row[store.nameColumn], sites: Number(row.sites) };
  if (store.ordered) Object.assign(entry, { position: row.position, retired: row.retired });
  for (const [field, column] of Object.entries(store.fields)) entry[field] = row[column];
  return entry;
};

/** A list's entries in their order (or one entry), retired ones too, each with its count of sites. */
export const readEntries = async (db: Kysely<Database>, store: SettingsStore, id?: SettingsEntryId): Promise<SettingsEntry[]> => {
  const extra = store.extraSelect ? sql.raw(`, ${store.extraSelect}`) : sql``;
  const where = sql`WHERE ${kindOf(store)} ${id === undefined ? sql`` : sql`AND t.id = ${id}`}`;
  const order = store.order
    ? sql.raw(`ORDER BY ${store.order}`)
    : store.ordered
      ? sql.raw(`ORDER BY ${store.orderScope ? `t.${store.orderScope}, ` : ''}t.position, t.id`)
      : sql.raw(`ORDER BY t.${store.unique === 'date' ? 'date' : 'id'}, t.id`);
  const { rows } = await sql<Row>`
    SELECT t.* ${extra}, ${sql.raw(store.usage)}::integer AS sites
    FROM ${sql.table(store.table)} t ${sql.raw(store.joins ?? '')}
    ${where} ${order}
  `.execute(db);
  return rows.map((row) => toEntry(store, row));
};
