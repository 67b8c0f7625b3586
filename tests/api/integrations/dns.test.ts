import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIntegrations } from '../../../server/integrations/integrations';
import { createHarness } from '../harness';
import { dnsContract } from './dns.contract';
import { expectIntegrationError } from './expectIntegrationError';
import { liveIntegrations } from './liveIntegrations';
import { route53StubCredentials, startRoute53Stub } from './stubs/route53.stub';
import type { StubServer } from './stubs/stubServer';

const route53Env = (stub: StubServer, secretAccessKey = route53StubCredentials.secretAccessKey) => ({
  ROUTE53_API_URL: stub.url,
  AWS_ACCESS_KEY_ID: route53StubCredentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: secretAccessKey,
});

dnsContract('DNS hosting: sandbox', async () => {
  const h = await createHarness();
  // A visible delay, so the contract sees PENDING turn INSYNC as with Route 53.
  const { dns, modes } = createIntegrations({
    config: { ...h.deps.config, SANDBOX_DNS_SYNC_MS: 300 },
    db: h.handle.db,
    now: () => new Date(),
  });
  expect(modes.dns).toBe('sandbox');
  return { dns, close: () => h.close() };
});

dnsContract('DNS hosting: Route 53 client against the stub', async () => {
  const contractStub = await startRoute53Stub();
  const integrations = liveIntegrations(route53Env(contractStub));
  expect(integrations.modes.dns).toBe('live');
  return { dns: integrations.dns, close: () => contractStub.close() };
});

describe('Route 53 client specifics', () => {
  let stub: StubServer;
  // A fresh stub per test: its first-call throttling and its request log belong to that test alone.
  beforeEach(async () => {
    stub = await startRoute53Stub();
  });
  afterEach(() => stub.close());

  it('signs every request with SigV4 and retries after Route 53 throttles it', async () => {
    const { dns } = liveIntegrations(route53Env(stub));
    expect(await dns.findZone('jonesfuneral.com')).toBeNull();
    const lookups = stub.requests.filter((request) => request.path === '/2013-04-01/hostedzonesbyname');
    expect(lookups).toHaveLength(2);
    for (const lookup of lookups)
      expect(lookup.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/\d{8}\/us-east-1\/route53\/aws4_request/,
      );
  });

  it('skips a private zone of the same name, finding the public one or none', async () => {
    const withPrivate = await startRoute53Stub({ privateZones: ['jonesfuneral.com'] });
    try {
      const { dns } = liveIntegrations(route53Env(withPrivate));
      expect(await dns.findZone('jonesfuneral.com')).toBeNull();
      const made = await dns.findOrCreateZone('jonesfuneral.com');
      expect(made.created).toBe(true);
      expect(await dns.findZone('jonesfuneral.com')).toEqual({ id: made.id, name: 'jonesfuneral.com', nameServers: made.nameServers });
      expect(made.id).not.toBe('Z0PRIVATE0');
    } finally {
      await withPrivate.close();
    }
  });

  it('says which variables to check when the signature does not match', async () => {
    const { dns } = liveIntegrations(route53Env(stub, 'not-the-secret'));
    const error = await expectIntegrationError(dns.findZone('jonesfuneral.com'), 'dns', 'unauthorized');
    expect(error.message).toBe(
      'DNS hosting (Route 53) refused our credentials (403: The request signature we calculated does not match the signature you provided.). Check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.',
    );
  });

  it("passes on Route 53's reason for rejecting a change batch", async () => {
    const { dns } = liveIntegrations(route53Env(stub));
    const zone = await dns.findOrCreateZone('jonesfuneral.com');
    const error = await expectIntegrationError(
      dns.changeRecords(zone.id, [
        { action: 'DELETE', record: { name: 'old.jonesfuneral.com', type: 'A', ttl: 60, values: ['192.0.2.1'] } },
      ]),
      'dns',
      'rejected',
    );
    expect(error.message).toBe(
      "DNS hosting (Route 53) rejected the request (400): [Tried to delete resource record set [name='old.jonesfuneral.com.', type='A'] but it was not found].",
    );
  });
});
