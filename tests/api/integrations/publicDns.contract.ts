import { describe, expect, it } from 'vitest';
import type { PublicDns } from '../../../server/integrations/dns/publicDns.port';

/** What the proxy tool relies on from public DNS, whichever implementation answers. */
export const publicDnsContract = (name: string, setup: () => Promise<{ publicDns: PublicDns; close(): Promise<void> }>) =>
  describe(name, () => {
    const withFixture = async (run: (publicDns: PublicDns) => Promise<void>) => {
      const fixture = await setup();
      try {
        await run(fixture.publicDns);
      } finally {
        await fixture.close();
      }
    };

    it("reads a domain's A, MX and TXT records and www's CNAME, as Route 53 takes them", () =>
      withFixture(async (publicDns) => {
        const records = await publicDns.lookup('Smithfuneral.com.');
        expect(records.a).toHaveLength(1);
        expect(records.a[0]).toMatch(/^203\.0\.113\.\d{1,3}$/);
        expect(records.mx[0]).toBe('10 mail.smithfuneral.com');
        expect(records.txt[0]).toBe('"v=spf1 include:_spf.smithfuneral.com ~all"');
        expect(records.cname).toEqual(['smithfuneral.com']);
        // the same answer every time
        expect(await publicDns.lookup('smithfuneral.com')).toEqual(records);
      }));

    it('finds nothing for a domain without records', () =>
      withFixture(async (publicDns) => {
        expect(await publicDns.lookup('norecords-funeral.com')).toEqual({ a: [], mx: [], txt: [], cname: [] });
      }));
  });
