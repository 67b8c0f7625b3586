import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DnsHosting } from '../../../server/integrations/dns/dns.port';
import { waitForChange } from '../../../server/integrations/dns/waitForChange';
import { expectIntegrationError } from './expectIntegrationError';

export interface DnsFixture {
  dns: DnsHosting;
  close(): Promise<void>;
}

/** What the app relies on from DNS hosting (proxying a domain through a hosted zone), whichever implementation answers. */
export const dnsContract = (name: string, setup: () => Promise<DnsFixture>) =>
  describe(name, () => {
    let fixture: DnsFixture;
    let zoneId: string;
    beforeAll(async () => {
      fixture = await setup();
    });
    afterAll(() => fixture.close());

    it('finds no zone for a domain never proxied, then makes one with its name servers', async () => {
      expect(await fixture.dns.findZone('smithfuneral.com')).toBeNull();
      const zone = await fixture.dns.findOrCreateZone('smithfuneral.com');
      expect(zone).toMatchObject({ name: 'smithfuneral.com', created: true });
      expect(zone.id).toMatch(/^[A-Z0-9]+$/);
      expect(zone.nameServers).toHaveLength(4);
      zoneId = zone.id;
    });

    it('finds the same zone again, whatever the case or trailing dot', async () => {
      const again = await fixture.dns.findOrCreateZone('smithfuneral.com');
      expect(again).toMatchObject({ id: zoneId, created: false });
      expect((await fixture.dns.findZone('SmithFuneral.com.'))?.id).toBe(zoneId);
    });

    it("lists a new zone's NS and SOA records", async () => {
      const records = await fixture.dns.listRecords(zoneId);
      expect(records.map((record) => `${record.name} ${record.type}`)).toEqual(expect.arrayContaining(['smithfuneral.com NS', 'smithfuneral.com SOA']));
    });

    it('changes records and reports the change in sync once applied', async () => {
      const change = await fixture.dns.changeRecords(zoneId, [
        { action: 'UPSERT', record: { name: 'smithfuneral.com', type: 'A', ttl: 300, values: ['203.0.113.10'] } },
        { action: 'CREATE', record: { name: 'www.smithfuneral.com', type: 'CNAME', ttl: 300, values: ['smithfuneral.com'] } },
        { action: 'UPSERT', record: { name: 'smithfuneral.com', type: 'TXT', ttl: 300, values: ['"v=spf1 include:_spf.example.com ~all"'] } },
      ]);
      expect(change.id).toMatch(/^[A-Z0-9]+$/);
      expect(['PENDING', 'INSYNC']).toContain(change.status);
      expect(await waitForChange(fixture.dns, change.id, { timeoutMs: 10_000, pollMs: 100 })).toEqual({ id: change.id, status: 'INSYNC' });
      const records = await fixture.dns.listRecords(zoneId);
      expect(records).toEqual(
        expect.arrayContaining([
          { name: 'smithfuneral.com', type: 'A', ttl: 300, values: ['203.0.113.10'] },
          { name: 'www.smithfuneral.com', type: 'CNAME', ttl: 300, values: ['smithfuneral.com'] },
          { name: 'smithfuneral.com', type: 'TXT', ttl: 300, values: ['"v=spf1 include:_spf.example.com ~all"'] },
        ]),
      );
    });

    it('rejects a batch that creates an existing record or deletes a missing one, changing nothing', async () => {
      await expectIntegrationError(
        fixture.dns.changeRecords(zoneId, [
          { action: 'UPSERT', record: { name: 'mail.smithfuneral.com', type: 'A', ttl: 300, values: ['203.0.113.20'] } },
          { action: 'CREATE', record: { name: 'smithfuneral.com', type: 'A', ttl: 300, values: ['203.0.113.11'] } },
        ]),
        'dns',
        'rejected',
      );
      await expectIntegrationError(
        fixture.dns.changeRecords(zoneId, [{ action: 'DELETE', record: { name: 'ftp.smithfuneral.com', type: 'A', ttl: 300, values: ['203.0.113.12'] } }]),
        'dns',
        'rejected',
      );
      const names = (await fixture.dns.listRecords(zoneId)).map((record) => record.name);
      expect(names).not.toContain('mail.smithfuneral.com');
    });

    it('deletes a record', async () => {
      const change = await fixture.dns.changeRecords(zoneId, [
        { action: 'DELETE', record: { name: 'www.smithfuneral.com', type: 'CNAME', ttl: 300, values: ['smithfuneral.com'] } },
      ]);
      await waitForChange(fixture.dns, change.id, { timeoutMs: 10_000, pollMs: 100 });
      expect((await fixture.dns.listRecords(zoneId)).some((record) => record.type === 'CNAME')).toBe(false);
    });

    it('says an unknown zone or change was not found', async () => {
      await expectIntegrationError(fixture.dns.listRecords('ZNOSUCHZONE00'), 'dns', 'not_found');
      await expectIntegrationError(fixture.dns.getChange('CNOSUCHCHANGE'), 'dns', 'not_found');
    });
  });
