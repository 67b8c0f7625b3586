import { json, route, type StubRequest, type StubResponse, type StubServer, startStubServer } from './stubServer';

export const goDaddyStubCredentials = { key: 'dLP4B2kx9y_KeY', secret: 'S3cr3tSecret' };

const domainPattern = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const goDaddyError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  json(status, { code, message, ...extra });

/**
 * GoDaddy's Domains API (v1) with 'sso-key KEY:SECRET', its {code, message} errors and a 429
 * carrying retryAfterSec and Retry-After. Account state: names with 'taken' are ours, names with
 * 'elsewhere' belong to another registrar's customer, the rest are free. `domainsInAccount` applies
 * production GoDaddy's size rules: under 50 domains, availability and suggestions are 403; under
 * 10, the domain management calls (details, name servers) are 403 too.
 */
export const startGoDaddyStub = async (options: { domainsInAccount?: number } = {}): Promise<StubServer> => {
  const nameServers = new Map<string, string[]>();
  const ours = (domain: string) => domain.includes('taken');
  const available = (domain: string) => !ours(domain) && !domain.includes('elsewhere');
  const expectedAuth = `sso-key ${goDaddyStubCredentials.key}:${goDaddyStubCredentials.secret}`;

  const handle = (request: StubRequest): StubResponse => {
    if (request.headers.authorization !== expectedAuth)
      return goDaddyError(401, 'UNABLE_TO_AUTHENTICATE', 'Unable to authenticate the request');
    let params: Record<string, string> | undefined;
    const availabilityPath = request.path === '/v1/domains/available' || request.path === '/v1/domains/suggest';
    const domainsInAccount = options.domainsInAccount ?? 100;
    if (domainsInAccount < 50 && availabilityPath) return goDaddyError(403, 'ACCESS_DENIED', 'Authenticated user is not allowed access');
    if (domainsInAccount < 10 && !availabilityPath) return goDaddyError(403, 'ACCESS_DENIED', 'Authenticated user is not allowed access');

    if (route(request, 'GET', '/v1/domains/available')) {
      const domain = request.query.get('domain') ?? '';
      if (request.query.get('checkType') !== 'FAST') return goDaddyError(422, 'INVALID_QUERY', 'checkType must be FAST in this test');
      if (!domainPattern.test(domain)) return goDaddyError(422, 'INVALID_DOMAIN', `Domain name '${domain}' is not valid`);
      return json(200, { available: available(domain), domain, definitive: false, price: 11990000, currency: 'USD', period: 1 });
    }
    if (route(request, 'GET', '/v1/domains/suggest')) {
      const query = (request.query.get('query') ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
      const tlds = (request.query.get('tlds') ?? 'com').split(',');
      const limit = Number(request.query.get('limit') ?? '10');
      if (!query) return goDaddyError(422, 'INVALID_QUERY', 'query is required');
      const words = ['online', 'memorial', 'funerals', 'chapel', 'home', 'services', 'tribute'];
      return json(
        200,
        words.slice(0, limit).map((word) => ({ domain: `${query}${word}.${tlds[0]}` })),
      );
    }
    if (route(request, 'GET', '/v1/domains')) {
      return json(200, [
        { domain: 'jones-taken.com', domainId: 1002345, status: 'ACTIVE', expires: '2027-05-01T00:00:00.000Z', renewAuto: true },
      ]);
    }
    if ((params = route(request, 'GET', '/v1/domains/:domain'))) {
      const domain = params.domain!;
      if (!ours(domain)) return goDaddyError(404, 'NOT_FOUND', `Domain ${domain} not found`);
      return json(200, {
        domain,
        status: 'ACTIVE',
        nameServers: nameServers.get(domain) ?? ['ns71.domaincontrol.com', 'ns72.domaincontrol.com'],
      });
    }
    if ((params = route(request, 'PATCH', '/v1/domains/:domain'))) {
      const domain = params.domain!;
      if (!ours(domain)) return goDaddyError(404, 'NOT_FOUND', `Domain ${domain} not found`);
      let body: { nameServers?: unknown };
      try {
        body = JSON.parse(request.body) as { nameServers?: unknown };
      } catch {
        return goDaddyError(400, 'INVALID_BODY', 'Request body is not valid JSON');
      }
      if (!Array.isArray(body.nameServers) || !body.nameServers.every((ns) => typeof ns === 'string')) {
        return goDaddyError(422, 'INVALID_BODY', 'nameServers must be a list of host names', {
          fields: [{ path: 'nameServers', code: 'INVALID' }],
        });
      }
      nameServers.set(domain, body.nameServers);
      return { status: 204 };
    }
    return goDaddyError(404, 'NOT_FOUND', `No endpoint ${request.method} ${request.path}`);
  };

  const stub = await startStubServer(handle);
  stub.failOnce((request) => request.path === '/v1/domains/available', {
    ...goDaddyError(429, 'TOO_MANY_REQUESTS', 'Too many requests', { retryAfterSec: 1 }),
    headers: { 'content-type': 'application/json', 'retry-after': '1' },
  });
  return stub;
};
