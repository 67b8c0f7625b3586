import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebsiteBuilder } from '../../../server/integrations/builder/builder.port';
import { expectIntegrationError } from './expectIntegrationError';

interface BuilderFixture {
  builder: WebsiteBuilder;
  close(): Promise<void>;
}

/** What the app relies on from the website builder, whichever implementation answers. */
export const builderContract = (name: string, setup: () => Promise<BuilderFixture>) =>
  describe(name, () => {
    let fixture: BuilderFixture;
    let builder: WebsiteBuilder;
    let templateId: string;

    beforeAll(async () => {
      fixture = await setup();
      builder = fixture.builder;
      const templates = await builder.listTemplates();
      templateId = templates[0]!.template_id;
    });
    afterAll(() => fixture.close());

    /** Each test works on a site of its own, so none depends on what another did first. */
    const newSite = async () => (await builder.createSite({ templateId, businessName: 'Smith Funeral Home', externalUid: '42' })).site_name;

    it('lists templates with a name, thumbnail, preview and, where the builder names one, a base site', async () => {
      const templates = await builder.listTemplates();
      expect(templates.length).toBeGreaterThan(0);
      for (const template of templates) {
        expect(template.template_id).toMatch(/\S/);
        expect(template.template_name).toMatch(/\S/);
        expect(template.thumbnail_url).toMatch(/\S/);
        expect(template.preview_url).toMatch(/\S/);
        expect(template.base_site_name === null || /\S/.test(template.base_site_name)).toBe(true);
      }
    });

    it("reads a template's base site content, or a new site's where the builder names no base site", async () => {
      const named = (await builder.listTemplates()).find((template) => template.base_site_name !== null);
      const content = await builder.getContent(named?.base_site_name ?? (await newSite()));
      expect(Array.isArray(content.site_images)).toBe(true);
      expect(content.business_data).toBeTypeOf('object');
    });

    it('creates a site from a template and reads its details', async () => {
      const siteName = await newSite();
      expect(siteName).toMatch(/^[A-Za-z0-9_-]+$/);
      const details = await builder.getSite(siteName);
      expect(details).toMatchObject({ site_name: siteName, publish_status: 'NOT_PUBLISHED_YET', last_published_date: null });
      expect(details.preview_site_url).toMatch(/\S/);
      expect(details.thumbnail_url).toMatch(/\S/);
    });

    it('refuses an unknown template and an unknown site as not found', async () => {
      await expectIntegrationError(
        builder.createSite({ templateId: '999999', businessName: 'Nobody', externalUid: '0' }),
        'builder',
        'not_found',
      );
      const error = await expectIntegrationError(builder.getSite('nosuchsite'), 'builder', 'not_found');
      expect(error.status).toBe(404);
      expect(error.message).toBe("The website builder (Duda) could not find site 'nosuchsite'.");
    });

    it("lists pages and updates a page's SEO title and description", async () => {
      const siteName = await newSite();
      const pages = await builder.listPages(siteName);
      expect(pages.length).toBeGreaterThan(0);
      const home = pages[0]!;
      await builder.updatePageSeo(siteName, home.uuid, {
        title: 'Smith Funeral Home | Springfield',
        description: 'Caring for Springfield families.',
      });
      const updated = (await builder.listPages(siteName)).find((page) => page.uuid === home.uuid);
      expect(updated?.seo).toEqual({ title: 'Smith Funeral Home | Springfield', description: 'Caring for Springfield families.' });
      await expectIntegrationError(builder.updatePageSeo(siteName, 'nosuchpage', { title: 'x', description: 'y' }), 'builder', 'not_found');
    });

    it('updates the content library, keeping what was not sent, and publishes it', async () => {
      const siteName = await newSite();
      const before = await builder.getContent(siteName);
      await builder.updateContent(siteName, {
        business_data: { name: 'Smith & Sons Funeral Home' },
        location_data: { label: 'Main', phones: [{ phoneNumber: '555-0100', label: 'Main' }] },
      });
      const after = await builder.getContent(siteName);
      expect(after.business_data.name).toBe('Smith & Sons Funeral Home');
      expect(after.location_data.phones).toEqual([{ phoneNumber: '555-0100', label: 'Main' }]);
      expect(after.site_images).toEqual(before.site_images);
      await builder.publishContent(siteName);
      await expectIntegrationError(builder.publishContent('nosuchsite'), 'builder', 'not_found');
    });

    it('makes an editor sign-in link for a site', async () => {
      const siteName = await newSite();
      const { url } = await builder.createEditorLink(siteName);
      expect(url).toMatch(/\S/);
      await expectIntegrationError(builder.createEditorLink('nosuchsite'), 'builder', 'not_found');
    });

    it('publishes a site', async () => {
      const siteName = await newSite();
      await builder.publishSite(siteName);
      const details = await builder.getSite(siteName);
      expect(details.publish_status).toBe('PUBLISHED');
      expect(details.last_published_date).not.toBeNull();
    });

    it('creates a named backup once', async () => {
      const siteName = await newSite();
      expect(await builder.createBackup(siteName, 'QA-Complete')).toEqual({ backup_name: 'QA-Complete' });
      await expectIntegrationError(builder.createBackup(siteName, 'QA-Complete'), 'builder', 'rejected');
    });

    it("lists a site's backups with their dates", async () => {
      const siteName = await newSite();
      expect(await builder.listBackups(siteName)).toEqual([]);
      await builder.createBackup(siteName, 'Before-Launch');
      await builder.createBackup(siteName, 'After-Launch');
      const backups = await builder.listBackups(siteName);
      expect(backups.map((backup) => backup.backup_name)).toEqual(['Before-Launch', 'After-Launch']);
      for (const backup of backups) expect(Number.isNaN(Date.parse(backup.created_at ?? ''))).toBe(false);
      await expectIntegrationError(builder.listBackups('nosuchsite'), 'builder', 'not_found');
    });
  });
