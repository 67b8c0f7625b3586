import type { Kysely } from 'kysely';
import type { AuditFieldChange, Database } from '../db/schema';
import { currentAuditContext } from './auditContext';

interface AuditEvent {
  kind: string;
  entity: string;
  entityId: string | number;
  siteId?: number | undefined;
  changes?: readonly AuditFieldChange[];
}

/**
 * Records what no row change shows (migration 0040 records those): a secret revealed, an export
 * taken, a change kept at an outside service (page SEO at the builder). Person and address come from
 * the request being served; given a transaction, the entry commits or rolls back with it.
 */
export const recordAudit = async (db: Kysely<Database>, event: AuditEvent): Promise<void> => {
  const context = currentAuditContext();
  if (!context) return;
  await db
    .insertInto('audit_entries')
    .values({
      person_id: context.personId,
      address: context.address,
      kind: event.kind,
      action: 'event',
      entity: event.entity,
      entity_id: String(event.entityId),
      site_id: event.siteId ?? null,
      changes: JSON.stringify(event.changes ?? []),
    })
    .execute();
};
