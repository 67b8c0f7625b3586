import type { Kysely } from 'kysely';
import type { CorporationContact } from '../../domain/api/settings.schema';
import type { Database } from '../db/schema';
import type { SettingsEntry } from './settingsStores';

/** Each corporation's contacts, by priority (none last), then as entered. */
export const withContacts = async (db: Kysely<Database>, corporations: SettingsEntry[]): Promise<SettingsEntry[]> => {
  if (corporations.length === 0) return corporations;
  const rows = await db
    .selectFrom('corporation_contacts')
    .select(['corporation_id', 'name', 'email', 'type', 'domain_contact', 'priority'])
    .where(
      'corporation_id',
      'in',
      corporations.map((corporation) => Number(corporation.id)),
    )
    .orderBy((eb) => eb.fn.coalesce('priority', eb.lit(1000)))
    .orderBy('id')
    .execute();
  return corporations.map((corporation) => ({
    ...corporation,
    contacts: rows
      .filter((row) => row.corporation_id === corporation.id)
      .map((row): CorporationContact => ({
        name: row.name,
        email: row.email,
        type: row.type,
        domainContact: row.domain_contact,
        priority: row.priority,
      })),
  }));
};

/** A corporation's contacts as a whole, replaced by the list the screen sends. */
export const replaceContacts = async (
  trx: Kysely<Database>,
  corporationId: number,
  contacts: readonly CorporationContact[],
): Promise<void> => {
  await trx.deleteFrom('corporation_contacts').where('corporation_id', '=', corporationId).execute();
  if (contacts.length === 0) return;
  await trx
    .insertInto('corporation_contacts')
    .values(
      contacts.map((contact) => ({
        corporation_id: corporationId,
        name: contact.name,
        email: contact.email,
        type: contact.type,
        domain_contact: contact.domainContact,
        priority: contact.priority,
      })),
    )
    .execute();
};
