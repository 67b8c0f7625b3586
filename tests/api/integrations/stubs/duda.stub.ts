import { randomBytes } from 'node:crypto';
import { json, route, type StubRequest, type StubResponse, type StubServer, startStubServer } from './stubServer';

export const dudaStubCredentials = { user: 'api-user', password: 'api-pass', ssoAccount: 'editor@agency.example' };

interface StubSite {
  site_name: string;
  template_id: number;
  external_uid?: string;
  publish_status: 'PUBLISHED' | 'NOT_PUBLISHED_YET';
  last_published_date?: string;
  content: Record<string, unknown>;
  pages: { uuid: string; title: string; path: string; seo: { title?: string; description?: string; no_index: boolean } }[];
  backups: { name: string; date: string }[];
}

const dudaError = (status: number, error_code: string, message: string) => json(status, { error_code, message });
/** Duda answers a missing site, template or page with 400 ResourceNotExist (its documentation), not 404. */
const notFound = (what: string) => dudaError(400, 'ResourceNotExist', `${what} not found`);

const parseJson = (request: StubRequest): Record<string, unknown> | undefined => {
  if (!/^application\/json/.test(request.headers['content-type'] ?? '')) return undefined;
  try {
    const parsed: unknown = JSON.parse(request.body);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The Duda Partner API under /api: HTTP Basic auth, its JSON error shape {error_code, message},
 * and a first template listing answered 429 with Retry-After so the client's retry is exercised.
 */
export const startDudaStub = async (): Promise<StubServer> => {
  const templates = [
    {
      template_id: 1001,
      template_name: 'Serenity',
      preview_url: 'https://example.com/preview/1001',
      thumbnail_url: 'https://example.com/t/1001.png',
      template_properties: { can_build_from_url: false, has_store: false, has_blog: true, page_count: 3, type: 'CUSTOM' },
    },
    {
      template_id: 1002,
      template_name: 'Heritage',
      preview_url: 'https://example.com/preview/1002',
      thumbnail_url: 'https://example.com/t/1002.png',
      template_properties: { can_build_from_url: false, has_store: false, has_blog: false, page_count: 3, type: 'CUSTOM' },
    },
  ];
  const sites = new Map<string, StubSite>();
  const newSite = (siteName: string, templateId: number, businessName: string): StubSite => ({
    site_name: siteName,
    template_id: templateId,
    publish_status: 'NOT_PUBLISHED_YET',
    content: {
      business_data: { name: businessName },
      location_data: {},
      site_images: [{ label: 'Hero', url: 'https://example.com/hero.jpg', alt: 'Hero' }],
    },
    pages: ['Home', 'Obituaries', 'Contact Us'].map((title) => ({
      uuid: randomBytes(16).toString('hex'),
      title,
      path: title.toLowerCase().replace(/\s+/g, '-'),
      seo: { no_index: false },
    })),
    backups: [],
  });

  // A site the account already holds (the one template 1001 was made from), for the tests that read an existing site.
  sites.set('base1001', newSite('base1001', 1001, 'Serenity'));

  const expectedAuth = `Basic ${Buffer.from(`${dudaStubCredentials.user}:${dudaStubCredentials.password}`).toString('base64')}`;

  const handle = (request: StubRequest): StubResponse => {
    if (request.headers.authorization !== expectedAuth) return dudaError(401, 'Unauthorized', 'Authentication failed');
    let params: Record<string, string> | undefined;

    if (route(request, 'GET', '/api/sites/multiscreen/templates')) return json(200, templates);

    if (route(request, 'POST', '/api/sites/multiscreen/create')) {
      const body = parseJson(request);
      const businessName = (body?.site_data as { site_business_info?: { business_name?: unknown } } | undefined)?.site_business_info
        ?.business_name;
      if (!body || typeof body.template_id !== 'number' || typeof businessName !== 'string') {
        return dudaError(400, 'InvalidInput', 'template_id and site_data.site_business_info.business_name are required');
      }
      const template = templates.find((candidate) => candidate.template_id === body.template_id);
      if (!template) return notFound(`Template ${body.template_id}`);
      const siteName = randomBytes(4).toString('hex');
      sites.set(siteName, {
        ...newSite(siteName, template.template_id, businessName),
        external_uid: String((body.site_data as { external_uid?: unknown }).external_uid),
      });
      return json(200, { site_name: siteName });
    }

    if ((params = route(request, 'GET', '/api/accounts/sso/:account/link'))) {
      if (params.account !== dudaStubCredentials.ssoAccount) return notFound(`Account ${params.account}`);
      const siteName = request.query.get('site_name') ?? '';
      if (request.query.get('target') !== 'EDITOR') return dudaError(400, 'InvalidInput', 'target must be EDITOR');
      if (!sites.has(siteName)) return notFound(`Site ${siteName}`);
      return json(200, { url: `https://editor.example.com/home/site/${siteName}?dm_sso=${randomBytes(8).toString('hex')}` });
    }

    if ((params = route(request, 'POST', '/api/sites/multiscreen/publish/:site'))) {
      const site = sites.get(params.site!);
      if (!site) return notFound(`Site ${params.site}`);
      site.publish_status = 'PUBLISHED';
      site.last_published_date = new Date().toISOString();
      return { status: 204 };
    }

    if ((params = route(request, 'POST', '/api/sites/multiscreen/backups/:site/create'))) {
      const site = sites.get(params.site!);
      if (!site) return notFound(`Site ${params.site}`);
      const body = parseJson(request);
      if (typeof body?.name !== 'string') return dudaError(400, 'InvalidInput', 'name must be a string');
      if (site.backups.some((backup) => backup.name === body.name))
        return dudaError(400, 'InvalidInput', `Backup ${body.name} already exists`);
      site.backups.push({ name: body.name, date: new Date().toISOString() });
      return json(200, { name: body.name });
    }

    if ((params = route(request, 'GET', '/api/sites/multiscreen/backups/:site'))) {
      const site = sites.get(params.site!);
      if (!site) return notFound(`Site ${params.site}`);
      return json(
        200,
        site.backups.map((backup) => ({ name: backup.name, date: backup.date })),
      );
    }

    const siteMatch = /^\/api\/sites\/multiscreen\/([^/]+)(\/.*)?$/.exec(request.path);
    const site = siteMatch ? sites.get(decodeURIComponent(siteMatch[1]!)) : undefined;
    if (siteMatch && !site) return notFound(`Site ${siteMatch[1]}`);
    if (!site) return dudaError(404, 'ResourceNotExist', `No endpoint ${request.method} ${request.path}`);
    const rest = siteMatch?.[2] ?? '';

    if (request.method === 'GET' && rest === '') {
      return json(200, {
        site_name: site.site_name,
        account_name: dudaStubCredentials.ssoAccount,
        template_id: site.template_id,
        external_uid: site.external_uid,
        preview_site_url: `https://example.com/preview/${site.site_name}`,
        thumbnail_url: `https://example.com/thumbs/${site.site_name}.png`,
        publish_status: site.publish_status,
        ...(site.last_published_date ? { last_published_date: site.last_published_date } : {}),
      });
    }
    if (request.method === 'GET' && rest === '/pages') return json(200, { results: site.pages });
    const pageMatch = /^\/pages\/([^/]+)$/.exec(rest);
    if (request.method === 'PUT' && pageMatch) {
      const page = site.pages.find((candidate) => candidate.uuid === pageMatch[1]);
      if (!page) return notFound(`Page ${pageMatch[1]}`);
      const seo = parseJson(request)?.seo as { title?: unknown; description?: unknown } | undefined;
      if (!seo || typeof seo.title !== 'string' || typeof seo.description !== 'string')
        return dudaError(400, 'InvalidInput', 'seo.title and seo.description are required');
      page.seo = { ...page.seo, title: seo.title, description: seo.description };
      return json(200, page);
    }
    if (request.method === 'GET' && rest === '/content') return json(200, site.content);
    if (request.method === 'POST' && rest === '/content') {
      const body = parseJson(request);
      if (!body) return dudaError(400, 'InvalidInput', 'Body must be a JSON object');
      site.content = { ...site.content, ...body };
      return { status: 204 };
    }
    if (request.method === 'POST' && rest === '/content/publish') return { status: 204 };
    return dudaError(404, 'ResourceNotExist', `No endpoint ${request.method} ${request.path}`);
  };

  const stub = await startStubServer(handle);
  stub.failOnce((request) => request.path === '/api/sites/multiscreen/templates', {
    ...dudaError(429, 'TooManyRequests', 'Too many requests'),
    headers: { 'content-type': 'application/json', 'retry-after': '1' },
  });
  return stub;
};
