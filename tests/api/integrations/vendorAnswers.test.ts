import { afterEach, describe, expect, it } from 'vitest';
import { createDudaClient } from '../../../server/integrations/builder/builder.client';
import { expectIntegrationError } from './expectIntegrationError';
import type { StubServer } from './stubs/stubServer';
import { json } from './stubs/stubServer';
import {
  dudaBackupsAnswer,
  dudaContentAnswer,
  dudaPagesArrayAnswer,
  dudaPagesResultsAnswer,
  dudaResourceNotExistAnswer,
  dudaSiteAnswer,
  dudaSsoLinkAnswer,
  dudaTemplatesAnswer,
} from './vendorAnswers/duda.answers';
import { raw, serveAnswers } from './vendorAnswers/serveAnswers';

const noRetry = { maxRetries: 0 };
const servers: StubServer[] = [];
const serve = async (answers: Record<string, unknown>) => {
  const server = await serveAnswers(answers);
  servers.push(server);
  return server;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe("Duda's own example answers", () => {
  const duda = (server: StubServer) =>
    createDudaClient({ baseUrl: `${server.url}/api`, user: 'u', password: 'p', ssoAccount: 'partner', timeoutMs: 5_000, retry: noRetry });
  const site = '/api/sites/multiscreen/28e1182c';

  it('reads templates, and names no base site (Duda has none)', async () => {
    const builder = duda(await serve({ 'GET /api/sites/multiscreen/templates': dudaTemplatesAnswer }));
    expect(await builder.listTemplates()).toEqual([
      {
        template_id: '1005442',
        template_name: 'Auto Repair',
        thumbnail_url: dudaTemplatesAnswer[0]!.thumbnail_url,
        preview_url: 'http://dashboard.russjeffery.com/preview/dm-theme-1005442-en-328',
        base_site_name: null,
      },
    ]);
  });

  it('reads the page list both as {results} and as a bare array', async () => {
    const expected = [
      { uuid: '123abc', title: 'My Title', path: '/test', seo: { title: 'My SEO Title', description: 'SEO description of the page' } },
    ];
    expect(await duda(await serve({ [`GET ${site}/pages`]: dudaPagesResultsAnswer })).listPages('28e1182c')).toEqual(expected);
    expect(await duda(await serve({ [`GET ${site}/pages`]: dudaPagesArrayAnswer })).listPages('28e1182c')).toEqual(expected);
  });

  it('reads a site, its content library, an editor link and its backups', async () => {
    const builder = duda(
      await serve({
        [`GET ${site}`]: dudaSiteAnswer,
        [`GET ${site}/content`]: dudaContentAnswer,
        'GET /api/accounts/sso/partner/link': dudaSsoLinkAnswer,
        'GET /api/sites/multiscreen/backups/28e1182c': dudaBackupsAnswer,
      }),
    );
    expect(await builder.getSite('28e1182c')).toEqual({
      site_name: '28e1182c',
      preview_site_url: 'http://example-preview.multiscreensite.com/preview/28e1182c',
      thumbnail_url: 'https://irp-cdn.multiscreensite.com/28e1182c/siteThumbnails/home.png',
      publish_status: 'PUBLISHED',
      last_published_date: '2026-10-02T14:31:08',
    });
    const content = await builder.getContent('28e1182c');
    expect(content.business_data).toMatchObject({ name: 'Smith Funeral Home' });
    expect(content.location_data.phones).toEqual([{ phoneNumber: '555-0100', label: 'Main' }]);
    expect(content.site_images).toEqual([
      { label: 'Hero', url: 'https://irp-cdn.multiscreensite.com/28e1182c/hero.jpg', alt: 'The chapel' },
    ]);
    expect(await builder.createEditorLink('28e1182c')).toEqual(dudaSsoLinkAnswer);
    expect(await builder.listBackups('28e1182c')).toEqual([{ backup_name: 'QA-Complete', created_at: '2026-10-01T12:00:00' }]);
  });

  it("reads 400 ResourceNotExist as 'could not find' (404)", async () => {
    const builder = duda(await serve({ [`GET /api/sites/multiscreen/28e1182d`]: raw(json(400, dudaResourceNotExistAnswer)) }));
    const error = await expectIntegrationError(builder.getSite('28e1182d'), 'builder', 'not_found');
    expect(error.status).toBe(404);
    expect(error.message).toBe("The website builder (Duda) could not find site '28e1182d'.");
  });

  it('answers 502 naming the field when a page list comes in another shape', async () => {
    const builder = duda(await serve({ [`GET ${site}/pages`]: { results: [{ ...dudaPagesArrayAnswer[0], uuid: 7 }] } }));
    const error = await expectIntegrationError(builder.listPages('28e1182c'), 'builder', 'unexpected_answer');
    expect(error.status).toBe(502);
    expect(error.message).toBe(
      'The website builder (Duda) answered in a shape we do not expect (results.0.uuid: Invalid type: Expected string but received 7); its API may have changed. Try again later, and tell the developers if it persists.',
    );
  });
});
