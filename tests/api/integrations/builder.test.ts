import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness } from '../harness';
import { builderContract } from './builder.contract';
import { expectIntegrationError } from './expectIntegrationError';
import { liveIntegrations } from './liveIntegrations';
import { dudaStubCredentials, startDudaStub } from './stubs/duda.stub';
import type { StubServer } from './stubs/stubServer';

const dudaEnv = (stub: StubServer, password = dudaStubCredentials.password) => ({
  DUDA_API_URL: `${stub.url}/api`,
  DUDA_API_USER: dudaStubCredentials.user,
  DUDA_API_PASSWORD: password,
  DUDA_SSO_ACCOUNT: dudaStubCredentials.ssoAccount,
});

builderContract('website builder: sandbox', async () => {
  const h = await createHarness();
  expect(h.deps.integrations.modes.builder).toBe('sandbox');
  return { builder: h.deps.integrations.builder, close: () => h.close() };
});

builderContract('website builder: Duda client against the stub', async () => {
  const contractStub = await startDudaStub();
  const integrations = liveIntegrations(dudaEnv(contractStub));
  expect(integrations.modes.builder).toBe('live');
  return { builder: integrations.builder, close: () => contractStub.close() };
});

describe('Duda client specifics', () => {
  let stub: StubServer;
  // A fresh stub per test: its first-call throttling and its request log belong to that test alone.
  beforeEach(async () => {
    stub = await startDudaStub();
  });
  afterEach(() => stub.close());

  it('waits out a 429 with Retry-After and repeats the call', async () => {
    const { builder } = liveIntegrations(dudaEnv(stub));
    const started = Date.now();
    const templates = await builder.listTemplates();
    expect(templates.map((template) => template.template_name)).toEqual(['Serenity', 'Heritage']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(stub.requests.filter((request) => request.path === '/api/sites/multiscreen/templates')).toHaveLength(2);
  });

  it('repeats a read after a 503 but never a create', async () => {
    const { builder } = liveIntegrations(dudaEnv(stub));
    stub.failOnce((request) => request.path === '/api/sites/multiscreen/base1001', { status: 503, body: 'unavailable' });
    expect((await builder.getSite('base1001')).site_name).toBe('base1001');
    stub.failOnce((request) => request.path === '/api/sites/multiscreen/create', { status: 502, body: 'bad gateway' });
    const before = stub.requests.length;
    const error = await expectIntegrationError(
      builder.createSite({ templateId: '1001', businessName: 'Once Only', externalUid: '7' }),
      'builder',
      'unavailable',
    );
    expect(error.message).toBe('The website builder (Duda) is having problems (status 502); try again later.');
    expect(stub.requests.length - before).toBe(1);
  });

  it('tells staff which variables to check when Duda refuses the credentials', async () => {
    const { builder } = liveIntegrations(dudaEnv(stub, 'wrong'));
    const error = await expectIntegrationError(builder.getSite('base1001'), 'builder', 'unauthorized');
    expect(error.message).toBe(
      'The website builder (Duda) refused our credentials (401: Authentication failed). Check DUDA_API_USER and DUDA_API_PASSWORD.',
    );
    expect(error.status).toBe(502);
  });

  it("passes on Duda's own words when it rejects a request", async () => {
    const { builder } = liveIntegrations(dudaEnv(stub));
    const error = await expectIntegrationError(
      builder.createSite({ templateId: 'classic', businessName: 'X', externalUid: '1' }),
      'builder',
      'rejected',
    );
    expect(error.message).toBe(
      'The website builder (Duda) rejected the request (400): template_id and site_data.site_business_info.business_name are required.',
    );
  });
});
