import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiWriter } from '../../../server/integrations/ai/ai.port';

interface AiFixture {
  ai: AiWriter;
  close(): Promise<void>;
}

/** What the page SEO helper relies on from the AI writer, whichever implementation answers. */
export const aiContract = (name: string, setup: () => Promise<AiFixture>) =>
  describe(name, () => {
    let fixture: AiFixture;
    beforeAll(async () => {
      fixture = await setup();
    });
    afterAll(() => fixture.close());

    it('writes a description naming the funeral home, within 160 characters', async () => {
      const description = await fixture.ai.writeMetaDescription({
        funeralHomeName: 'Smith Funeral Home',
        location: '',
        city: 'Springfield',
        state: 'IL',
        pageTitle: 'Obituaries',
      });
      expect(description).toContain('Smith Funeral Home');
      expect(description.length).toBeGreaterThan(20);
      expect(description.length).toBeLessThanOrEqual(160);
    });

    it('stays within 160 characters for a very long name', async () => {
      const description = await fixture.ai.writeMetaDescription({
        funeralHomeName:
          'The Very Long Named Smith, Jones, Brown and Williams Family Funeral Home, Cremation Services and Memorial Gardens',
        location: 'Riverside Chapel and Memorial Gardens, 1200 North Riverside Boulevard',
        city: 'North Little Rock Township',
        state: 'AR',
        pageTitle: 'Pre-Planning Your Arrangements Online',
      });
      expect(description.length).toBeGreaterThan(20);
      expect(description.length).toBeLessThanOrEqual(160);
    });
  });
