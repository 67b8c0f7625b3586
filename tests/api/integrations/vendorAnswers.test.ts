import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAiWriter } from '../../../server/integrations/ai/ai.client';
import { createTrelloClient } from '../../../server/integrations/board/board.client';
import { createDudaClient } from '../../../server/integrations/builder/builder.client';
import { createRoute53Client } from '../../../server/integrations/dns/dns.client';
import { createGoDaddyClient } from '../../../server/integrations/registrar/registrar.client';
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
import { goDaddyAvailableAnswer, goDaddyDomainAnswer, goDaddyDomainsAnswer, goDaddySuggestAnswer } from './vendorAnswers/goDaddy.answers';
import { openAiChatCompletionAnswer, openAiModelsAnswer } from './vendorAnswers/openAi.answers';
import { route53ChangeAnswer, route53GetHostedZoneAnswer, route53ListByNameAnswer } from './vendorAnswers/route53.answers';
import { raw, serveAnswers } from './vendorAnswers/serveAnswers';
import { trelloCardAnswer, trelloMemberAnswer } from './vendorAnswers/trello.answers';
import { trelloStubListIds } from './stubs/trello.stub';

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

describe("Trello's own example answers", () => {
  const trello = (server: StubServer) =>
    createTrelloClient({ baseUrl: `${server.url}/1`, key: 'k', token: 't', listIds: trelloStubListIds, timeoutMs: 5_000, retry: noRetry });

  it('reads a card and the member the token belongs to', async () => {
    const board = trello(
      await serve({
        'GET /1/cards/5abbe4b7ddc1b351ef961414': trelloCardAnswer,
        'POST /1/cards': trelloCardAnswer,
        'GET /1/members/me': trelloMemberAnswer,
      }),
    );
    const card = {
      id: '5abbe4b7ddc1b351ef961414',
      name: '👋 What? Why? How?',
      description: trelloCardAnswer.desc,
      list: null,
      memberIds: ['5abbe4b7ddc1b351ef961416'],
      url: 'https://trello.com/c/H0TZyzbK/4-%F0%9F%91%8B-what-why-how',
    };
    expect(await board.getCard('5abbe4b7ddc1b351ef961414')).toEqual(card);
    expect(await board.createCard({ name: 'x', description: 'y', list: 'LIVE.LIVE' })).toEqual(card);
    expect(await board.check()).toBe('signed in as bobloblaw');
  });

  it('answers 502 naming the field when a card comes without its members', async () => {
    const { idMembers: _members, ...withoutMembers } = trelloCardAnswer;
    const board = trello(await serve({ 'GET /1/cards/5abbe4b7ddc1b351ef961414': withoutMembers }));
    const error = await expectIntegrationError(board.getCard('5abbe4b7ddc1b351ef961414'), 'board', 'unexpected_answer');
    expect(error.message).toMatch(
      /^The task board \(Trello\) answered in a shape we do not expect \(idMembers: Invalid key: Expected "idMembers" but received undefined\)/,
    );
  });
});

describe("GoDaddy's own example answers", () => {
  const goDaddy = (server: StubServer) =>
    createGoDaddyClient({ baseUrl: server.url, key: 'k', secret: 's', timeoutMs: 5_000, retry: noRetry });

  it('reads availability, suggestions, a domain and the domain list', async () => {
    const registrar = goDaddy(
      await serve({
        'GET /v1/domains/available': goDaddyAvailableAnswer,
        'GET /v1/domains/suggest': goDaddySuggestAnswer,
        'GET /v1/domains/smithfuneralhome.com': goDaddyDomainAnswer,
        'GET /v1/domains': goDaddyDomainsAnswer,
      }),
    );
    expect(await registrar.checkAvailability('smithfuneralhome.com')).toEqual({ domain: 'smithfuneralhome.com', available: true });
    expect(await registrar.suggest('smith', { tlds: ['com'], limit: 5 })).toEqual([
      { domain: 'smithfuneralhome.net' },
      { domain: 'smithfunerals.com' },
    ]);
    expect(await registrar.getNameServers('smithfuneralhome.com')).toEqual(['ns71.domaincontrol.com', 'ns72.domaincontrol.com']);
    expect(await registrar.check()).toBe('1 domains listed');
  });

  it('answers 502 naming the field when availability is not a yes or no', async () => {
    const registrar = goDaddy(await serve({ 'GET /v1/domains/available': { ...goDaddyAvailableAnswer, available: 'yes' } }));
    const error = await expectIntegrationError(registrar.checkAvailability('smithfuneralhome.com'), 'registrar', 'unexpected_answer');
    expect(error.message).toMatch(/\(available: Invalid type: Expected boolean but received "yes"\)/);
  });
});

describe("OpenAI's own example answers", () => {
  const openAi = (server: StubServer) =>
    createOpenAiWriter({ baseUrl: `${server.url}/v1`, apiKey: 'sk', model: 'gpt-4o-mini', timeoutMs: 5_000, retry: noRetry });
  const page = { funeralHomeName: 'Smith Funeral Home', location: '', city: 'Springfield', state: 'IL', pageTitle: 'Home' };

  it('reads a chat completion and the model list', async () => {
    const ai = openAi(await serve({ 'POST /v1/chat/completions': openAiChatCompletionAnswer, 'GET /v1/models': openAiModelsAnswer }));
    expect(await ai.writeMetaDescription(page)).toBe('Smith Funeral Home in Springfield, IL: caring for families since 1921.');
    expect(await ai.check()).toBe('2 models listed, gpt-4o-mini among them');
  });

  it('answers 502 naming the field when the answer has no choices', async () => {
    const { choices: _choices, ...withoutChoices } = openAiChatCompletionAnswer;
    const ai = openAi(await serve({ 'POST /v1/chat/completions': withoutChoices }));
    const error = await expectIntegrationError(ai.writeMetaDescription(page), 'ai', 'unexpected_answer');
    expect(error.message).toMatch(/\(choices: Invalid key: Expected "choices" but received undefined\)/);
  });
});

describe("Route 53's own example answers", () => {
  const route53 = (server: StubServer) =>
    createRoute53Client({
      baseUrl: server.url,
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 's',
      region: 'us-east-1',
      timeoutMs: 5_000,
      retry: noRetry,
    });
  const xml = (body: string) => raw({ status: 200, headers: { 'content-type': 'text/xml' }, body });

  it('finds the public zone among private ones of the same name, and reads a change', async () => {
    const dns = route53(
      await serve({
        'GET /2013-04-01/hostedzonesbyname': xml(route53ListByNameAnswer),
        'GET /2013-04-01/hostedzone/Z1D633PJN98FT9': xml(route53GetHostedZoneAnswer),
        'POST /2013-04-01/hostedzone/Z1D633PJN98FT9/rrset/': xml(route53ChangeAnswer),
      }),
    );
    expect(await dns.findZone('example.com')).toEqual({
      id: 'Z1D633PJN98FT9',
      name: 'example.com',
      nameServers: ['ns-2048.awsdns-64.com', 'ns-2049.awsdns-65.net', 'ns-2050.awsdns-66.org', 'ns-2051.awsdns-67.co.uk'],
    });
    const change = await dns.changeRecords('Z1D633PJN98FT9', [
      { action: 'UPSERT', record: { name: 'example.com', type: 'A', ttl: 300, values: ['203.0.113.1'] } },
    ]);
    expect(change).toEqual({ id: 'C2682N5HXP0BZ4', status: 'PENDING' });
  });

  it('answers 502 when a zone comes without name servers', async () => {
    const dns = route53(
      await serve({
        'GET /2013-04-01/hostedzonesbyname': xml(route53ListByNameAnswer),
        'GET /2013-04-01/hostedzone/Z1D633PJN98FT9': xml(route53GetHostedZoneAnswer.replace(/<DelegationSet>[\s\S]*<\/DelegationSet>/, '')),
      }),
    );
    const error = await expectIntegrationError(dns.findZone('example.com'), 'dns', 'unexpected_answer');
    expect(error.message).toMatch(
      /^DNS hosting \(Route 53\) answered in a shape we do not expect \(DelegationSet.NameServers: no name servers\)/,
    );
  });
});
