import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness } from '../harness';
import { expectIntegrationError } from './expectIntegrationError';
import { liveIntegrations } from './liveIntegrations';
import { registrarContract } from './registrar.contract';
import { goDaddyStubCredentials, startGoDaddyStub } from './stubs/goDaddy.stub';
import type { StubServer } from './stubs/stubServer';

const goDaddyEnv = (stub: StubServer, secret = goDaddyStubCredentials.secret) => ({
  GODADDY_API_URL: stub.url,
  GODADDY_KEY: goDaddyStubCredentials.key,
  GODADDY_SECRET: secret,
});

registrarContract('registrar: sandbox', async () => {
  const h = await createHarness();
  expect(h.deps.integrations.modes.registrar).toBe('sandbox');
  return { registrar: h.deps.integrations.registrar, close: () => h.close() };
});

registrarContract('registrar: GoDaddy client against the stub', async () => {
  const contractStub = await startGoDaddyStub();
  const integrations = liveIntegrations(goDaddyEnv(contractStub));
  expect(integrations.modes.registrar).toBe('live');
  return { registrar: integrations.registrar, close: () => contractStub.close() };
});

describe('GoDaddy client specifics', () => {
  let stub: StubServer;
  // A fresh stub per test: its first-call throttling and its request log belong to that test alone.
  beforeEach(async () => {
    stub = await startGoDaddyStub();
  });
  afterEach(() => stub.close());

  it('waits out a 429 and asks again', async () => {
    const { registrar } = liveIntegrations(goDaddyEnv(stub));
    expect((await registrar.checkAvailability('smithfuneralhome.com')).available).toBe(true);
    expect(stub.requests.filter((request) => request.path === '/v1/domains/available')).toHaveLength(2);
  });

  it("passes on GoDaddy's message when it rejects a name", async () => {
    const { registrar } = liveIntegrations(goDaddyEnv(stub));
    const error = await expectIntegrationError(registrar.checkAvailability('not a domain'), 'registrar', 'rejected');
    expect(error.message).toBe("The domain registrar (GoDaddy) rejected the request (422): Domain name 'not a domain' is not valid.");
  });

  it('names the variables to check when GoDaddy refuses the key', async () => {
    const { registrar } = liveIntegrations(goDaddyEnv(stub, 'wrong'));
    const error = await expectIntegrationError(registrar.suggest('smith', { tlds: ['com'], limit: 5 }), 'registrar', 'unauthorized');
    expect(error.message).toContain('Check GODADDY_KEY and GODADDY_SECRET.');
  });

  it("tells staff why GoDaddy refuses a small account's availability search, not to check the key", async () => {
    const small = await startGoDaddyStub({ domainsInAccount: 20 });
    try {
      const { registrar } = liveIntegrations(goDaddyEnv(small));
      const calls = [
        () => registrar.checkAvailability('smithfuneralhome.com'),
        () => registrar.suggest('smith', { tlds: ['com'], limit: 5 }),
      ];
      for (const call of calls) {
        const error = await expectIntegrationError(call(), 'registrar', 'unauthorized');
        expect(error.message).toBe(
          'The domain registrar (GoDaddy) refused the availability search (403): GoDaddy opens its availability API only to accounts with 50 or more domains. Search on godaddy.com instead, or ask a launch specialist.',
        );
      }
      // the same account still points its own domains
      expect(await registrar.setNameServers('jones-taken.com', ['ns-1.awsdns-01.com'])).toBe(true);
    } finally {
      await small.close();
    }
  });

  it("explains a 403 on the name-server calls by GoDaddy's account size rules, not the key", async () => {
    const tiny = await startGoDaddyStub({ domainsInAccount: 3 });
    try {
      const { registrar } = liveIntegrations(goDaddyEnv(tiny));
      for (const call of [
        () => registrar.getNameServers('jones-taken.com'),
        () => registrar.setNameServers('jones-taken.com', ['ns-1.awsdns-01.com']),
      ]) {
        const error = await expectIntegrationError(call(), 'registrar', 'unauthorized');
        expect(error.message).toBe(
          'The domain registrar (GoDaddy) refused the name-server call (403): GoDaddy opens its domain management API only to accounts with 10 or more domains or a Discount Domain Club Premier membership. Set the name servers on godaddy.com by hand, or ask a launch specialist.',
        );
      }
    } finally {
      await tiny.close();
    }
  });
});
