import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DnsHosting, DnsRecord } from '../../../server/integrations/dns/dns.port';
import { waitForChange } from '../../../server/integrations/dns/waitForChange';
import { expectIntegrationError } from './expectIntegrationError';

interface DnsFixture {
  dns: DnsHosting;
  close(): Promise<void>;
}

/** What the app relies on from DNS hosting (proxying a domain through a hosted zone), whichever implementation answers. */
export const dnsContract = (name: string, setup: () => Promise<DnsFixture>) =>
  describe(name, () => {
    let fixture: DnsFixture;
    beforeAll(async () => {
      fixture = await setup();
    });
    afterAll(() => fixture.close());

    /** Each test proxies a domain of its own, so none depends on what another did first. */
    const newZone = async (domain: string) => (await fixture.dns.findOrCreateZone(domain)).id;
    const applied = async (zoneId: string, changes: Parameters<DnsHosting['changeRecords']>[1]) =>
      waitForChange(fixture.dns, (await fixture.dns.changeRecords(zoneId, changes)).id, { timeoutMs: 10_000, pollMs: 100 });

    it('finds no zone for a domain never proxied, then makes one with its name servers', async () => {
      expect(await fixture.dns.findZone('smithfuneral.com')).toBeNull();
      const zone = await fixture.dns.findOrCreateZone('smithfuneral.com');
      expect(zone).toMatchObject({ name: 'smithfuneral.com', created: true });
      expect(zone.id).toMatch(/^[A-Z0-9]+$/);
      expect(zone.nameServers).toHaveLength(4);
    });

    it('finds the same zone again, whatever the case or trailing dot', async () => {
      const zoneId = await newZone('jonesfuneral.com');
      const again = await fixture.dns.findOrCreateZone('jonesfuneral.com');
      expect(again).toMatchObject({ id: zoneId, created: false });
      expect((await fixture.dns.findZone('JonesFuneral.com.'))?.id).toBe(zoneId);
    });

    it("lists a new zone's NS and SOA records", async () => {
      const zoneId = await newZone('brownfuneral.com');
      const records = await fixture.dns.listRecords(zoneId);
      expect(records.map((record) => `${record.name} ${record.type}`)).toEqual(
        expect.arrayContaining(['brownfuneral.com NS', 'brownfuneral.com SOA']),
      );
    });

    it('changes records and reports the change in sync once applied', async () => {
      const zoneId = await newZone('greenfuneral.com');
      const change = await fixture.dns.changeRecords(zoneId, [
        { action: 'UPSERT', record: { name: 'greenfuneral.com', type: 'A', ttl: 300, values: ['203.0.113.10'] } },
        { action: 'CREATE', record: { name: 'www.greenfuneral.com', type: 'CNAME', ttl: 300, values: ['greenfuneral.com'] } },
        {
          action: 'UPSERT',
          record: { name: 'greenfuneral.com', type: 'TXT', ttl: 300, values: ['"v=spf1 include:_spf.example.com ~all"'] },
        },
      ]);
      expect(change.id).toMatch(/^[A-Z0-9]+$/);
      expect(['PENDING', 'INSYNC']).toContain(change.status);
      expect(await waitForChange(fixture.dns, change.id, { timeoutMs: 10_000, pollMs: 100 })).toEqual({ id: change.id, status: 'INSYNC' });
      const records = await fixture.dns.listRecords(zoneId);
      expect(records).toEqual(
        expect.arrayContaining([
          { name: 'greenfuneral.com', type: 'A', ttl: 300, values: ['203.0.113.10'] },
          { name: 'www.greenfuneral.com', type: 'CNAME', ttl: 300, values: ['greenfuneral.com'] },
          { name: 'greenfuneral.com', type: 'TXT', ttl: 300, values: ['"v=spf1 include:_spf.example.com ~all"'] },
        ]),
      );
    });

    it('rejects a batch that creates an existing record or deletes a missing one, changing nothing', async () => {
      const zoneId = await newZone('whitefuneral.com');
      await applied(zoneId, [{ action: 'UPSERT', record: { name: 'whitefuneral.com', type: 'A', ttl: 300, values: ['203.0.113.10'] } }]);
      await expectIntegrationError(
        fixture.dns.changeRecords(zoneId, [
          { action: 'UPSERT', record: { name: 'mail.whitefuneral.com', type: 'A', ttl: 300, values: ['203.0.113.20'] } },
          { action: 'CREATE', record: { name: 'whitefuneral.com', type: 'A', ttl: 300, values: ['203.0.113.11'] } },
        ]),
        'dns',
        'rejected',
      );
      await expectIntegrationError(
        fixture.dns.changeRecords(zoneId, [
          { action: 'DELETE', record: { name: 'ftp.whitefuneral.com', type: 'A', ttl: 300, values: ['203.0.113.12'] } },
        ]),
        'dns',
        'rejected',
      );
      const records = await fixture.dns.listRecords(zoneId);
      expect(records.map((record) => record.name)).not.toContain('mail.whitefuneral.com');
      expect(records).toContainEqual({ name: 'whitefuneral.com', type: 'A', ttl: 300, values: ['203.0.113.10'] });
    });

    it('deletes a record', async () => {
      const zoneId = await newZone('blackfuneral.com');
      const cname: DnsRecord = { name: 'www.blackfuneral.com', type: 'CNAME', ttl: 300, values: ['blackfuneral.com'] };
      await applied(zoneId, [{ action: 'CREATE', record: cname }]);
      expect((await fixture.dns.listRecords(zoneId)).some((record) => record.type === 'CNAME')).toBe(true);
      await applied(zoneId, [{ action: 'DELETE', record: cname }]);
      expect((await fixture.dns.listRecords(zoneId)).some((record) => record.type === 'CNAME')).toBe(false);
    });

    it('says an unknown zone or change was not found', async () => {
      await expectIntegrationError(fixture.dns.listRecords('ZNOSUCHZONE00'), 'dns', 'not_found');
      await expectIntegrationError(fixture.dns.getChange('CNOSUCHCHANGE'), 'dns', 'not_found');
    });
  });
