import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { IntegrationError, notFoundError } from '../integrationError';
import { serviceLabels } from '../serviceNames';
import type { ChangeInfo, DnsHosting, DnsRecord, DnsRecordType, HostedZone } from './dns.port';
import { normaliseDnsName } from './dnsNames';

interface SandboxDnsDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** How long a change stays PENDING (SANDBOX_DNS_SYNC_MS), so 'Waiting for DNS' is seen to wait. */
  syncDelayMs: number;
}

const upperId = (prefix: string) => prefix + randomBytes(10).toString('hex').toUpperCase().slice(0, 13);

/** Four name servers in Route 53's style, the same for a zone every time it is read. */
const nameServersFor = (zoneId: string): string[] => {
  const digest = createHash('sha256').update(zoneId).digest();
  return ['com', 'net', 'org', 'co.uk'].map(
    (tld, index) => `ns-${digest.readUInt16BE(index * 2) % 2048}.awsdns-${digest[8 + index]! % 64}.${tld}`,
  );
};

const invalidBatch = (reason: string) =>
  new IntegrationError('dns', 'rejected', `${serviceLabels.dns} rejected the request (400): ${reason}`, 400);

/**
 * DNS hosting offline: zones, records and changes in our database. A new zone holds its SOA and NS
 * records as Route 53's do; a change batch applies at once (all or nothing) and reports INSYNC
 * after the configured delay.
 */
export const createSandboxDns = ({ db, now, syncDelayMs }: SandboxDnsDeps): DnsHosting => {
  const zoneById = async (zoneId: string) => {
    const row = await db.selectFrom('sandbox_dns_zones').selectAll().where('id', '=', zoneId).executeTakeFirst();
    if (!row) throw notFoundError('dns', `hosted zone ${zoneId}`);
    return row;
  };
  const toZone = (row: { id: string; name: string; name_servers: string[] }): HostedZone => ({
    id: row.id,
    name: row.name,
    nameServers: row.name_servers,
  });

  const findZone = async (domain: string) => {
    const row = await db.selectFrom('sandbox_dns_zones').selectAll().where('name', '=', normaliseDnsName(domain)).executeTakeFirst();
    return row ? toZone(row) : null;
  };

  return {
    findZone,

    findOrCreateZone: async (domain) => {
      const existing = await findZone(domain);
      if (existing) return { ...existing, created: false };
      const name = normaliseDnsName(domain);
      const id = upperId('Z');
      const nameServers = nameServersFor(id);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sandbox_dns_zones')
          .values({ id, name, name_servers: JSON.stringify(nameServers), created_at: now() })
          .execute();
        await trx
          .insertInto('sandbox_dns_records')
          .values([
            { zone_id: id, name, type: 'NS', ttl: 172800, values: JSON.stringify(nameServers.map((ns) => `${ns}.`)) },
            {
              zone_id: id,
              name,
              type: 'SOA',
              ttl: 900,
              values: JSON.stringify([`${nameServers[0]}. awsdns-hostmaster.amazon.com. 1 7200 900 1209600 86400`]),
            },
          ])
          .execute();
      });
      return { id, name, nameServers, created: true };
    },

    listRecords: async (zoneId): Promise<DnsRecord[]> => {
      await zoneById(zoneId);
      const rows = await db
        .selectFrom('sandbox_dns_records')
        .selectAll()
        .where('zone_id', '=', zoneId)
        .orderBy('name')
        .orderBy('type')
        .execute();
      return rows.map((row) => ({ name: row.name, type: row.type as DnsRecordType, ttl: row.ttl, values: row.values }));
    },

    changeRecords: async (zoneId, changes): Promise<ChangeInfo> => {
      const zone = await zoneById(zoneId);
      const id = upperId('C');
      const submittedAt = now();
      await db.transaction().execute(async (trx) => {
        for (const { action, record } of changes) {
          const name = normaliseDnsName(record.name);
          if (name !== zone.name && !name.endsWith(`.${zone.name}`)) throw invalidBatch(`${name} is not in zone ${zone.name}.`);
          const key = (q: typeof trx) =>
            q
              .selectFrom('sandbox_dns_records')
              .select('name')
              .where('zone_id', '=', zoneId)
              .where('name', '=', name)
              .where('type', '=', record.type);
          const exists = Boolean(await key(trx).executeTakeFirst());
          if (action === 'CREATE' && exists) throw invalidBatch(`a ${record.type} record for ${name} already exists.`);
          if (action === 'DELETE' && !exists) throw invalidBatch(`there is no ${record.type} record for ${name} to delete.`);
          if (action === 'DELETE') {
            await trx
              .deleteFrom('sandbox_dns_records')
              .where('zone_id', '=', zoneId)
              .where('name', '=', name)
              .where('type', '=', record.type)
              .execute();
            continue;
          }
          const values = JSON.stringify(record.values);
          await trx
            .insertInto('sandbox_dns_records')
            .values({ zone_id: zoneId, name, type: record.type, ttl: record.ttl, values })
            .onConflict((oc) => oc.columns(['zone_id', 'name', 'type']).doUpdateSet({ ttl: record.ttl, values }))
            .execute();
        }
        await trx
          .insertInto('sandbox_dns_changes')
          .values({ id, zone_id: zoneId, submitted_at: submittedAt, in_sync_at: new Date(submittedAt.getTime() + syncDelayMs) })
          .execute();
      });
      return { id, status: syncDelayMs <= 0 ? 'INSYNC' : 'PENDING' };
    },

    getChange: async (changeId): Promise<ChangeInfo> => {
      const row = await db.selectFrom('sandbox_dns_changes').select(['id', 'in_sync_at']).where('id', '=', changeId).executeTakeFirst();
      if (!row) throw notFoundError('dns', `change ${changeId}`);
      return { id: row.id, status: now() >= row.in_sync_at ? 'INSYNC' : 'PENDING' };
    },
  };
};
