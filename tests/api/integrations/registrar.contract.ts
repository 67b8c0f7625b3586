import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Registrar } from '../../../server/integrations/registrar/registrar.port';
import { expectIntegrationError } from './expectIntegrationError';

interface RegistrarFixture {
  registrar: Registrar;
  close(): Promise<void>;
}

/**
 * What the app relies on from the registrar. Both sides share one account: names with 'taken'
 * are registered in it, names with 'elsewhere' with another registrar, the rest are free.
 */
export const registrarContract = (name: string, setup: () => Promise<RegistrarFixture>) =>
  describe(name, () => {
    let fixture: RegistrarFixture;
    beforeAll(async () => {
      fixture = await setup();
    });
    afterAll(() => fixture.close());

    it('says whether a domain can be registered', async () => {
      expect(await fixture.registrar.checkAvailability('smithfuneralhome.com')).toEqual({
        domain: 'smithfuneralhome.com',
        available: true,
      });
      expect(await fixture.registrar.checkAvailability('smith-taken.com')).toEqual({ domain: 'smith-taken.com', available: false });
      expect((await fixture.registrar.checkAvailability('smith-elsewhere.com')).available).toBe(false);
    });

    it('rejects something that is not a domain name', async () => {
      await expectIntegrationError(fixture.registrar.checkAvailability('not a domain'), 'registrar', 'rejected');
    });

    it('suggests up to the asked number of free names in the asked TLD', async () => {
      const suggestions = await fixture.registrar.suggest('Smith Funeral', { tlds: ['com'], limit: 5 });
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(5);
      expect(new Set(suggestions.map((s) => s.domain)).size).toBe(suggestions.length);
      for (const { domain } of suggestions) {
        expect(domain).toMatch(/\.com$/);
        expect((await fixture.registrar.checkAvailability(domain)).available).toBe(true);
      }
      expect(await fixture.registrar.suggest('Smith Funeral', { tlds: ['com'], limit: 2 })).toHaveLength(2);
    });

    it('reads and sets the name servers of a domain in our account', async () => {
      expect(await fixture.registrar.getNameServers('jones-taken.com')).toEqual(expect.arrayContaining([expect.any(String)]));
      const route53 = ['ns-1.awsdns-01.com', 'ns-2.awsdns-02.net'];
      expect(await fixture.registrar.setNameServers('jones-taken.com', route53)).toBe(true);
      expect(await fixture.registrar.getNameServers('jones-taken.com')).toEqual(route53);
    });

    it('says a domain registered elsewhere is not ours to point', async () => {
      expect(await fixture.registrar.getNameServers('jones-elsewhere.com')).toBeNull();
      expect(await fixture.registrar.setNameServers('jones-elsewhere.com', ['ns-1.awsdns-01.com'])).toBe(false);
    });
  });
