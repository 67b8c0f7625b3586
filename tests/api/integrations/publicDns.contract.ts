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

    it("reads a domain's apex A, MX and TXT records and www's CNAME, as Route 53 takes them", () =>
      withFixture(async (publicDns) => {
        const records = await publicDns.lookup('Smithfuneral.com.');
        const valuesOf = (name: string, type: string) => records.find((record) => record.name === name && record.type === type)?.values;
        expect(valuesOf('smithfuneral.com', 'A')).toEqual([expect.stringMatching(/^203\.0\.113\.\d{1,3}$/)]);
        expect(valuesOf('smithfuneral.com', 'MX')?.[0]).toBe('10 mail.smithfuneral.com');
        expect(valuesOf('smithfuneral.com', 'TXT')).toEqual(['"v=spf1 include:_spf.smithfuneral.com ~all"']);
        expect(valuesOf('www.smithfuneral.com', 'CNAME')).toEqual(['smithfuneral.com']);
        // the same answer every time
        expect(await publicDns.lookup('smithfuneral.com')).toEqual(records);
      }));

    it('finds nothing for a domain without records', () =>
      withFixture(async (publicDns) => {
        expect(await publicDns.lookup('norecords-funeral.com')).toEqual([]);
      }));
  });
