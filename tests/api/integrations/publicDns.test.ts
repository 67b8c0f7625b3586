import { describe, expect, it } from 'vitest';
import { createSandboxPublicDns } from '../../../server/integrations/dns/publicDns.sandbox';
import { expectIntegrationError } from './expectIntegrationError';
import { liveIntegrations } from './liveIntegrations';
import { publicDnsContract } from './publicDns.contract';
import { route53StubCredentials } from './stubs/route53.stub';
import { startPublicDnsStub } from './stubs/publicDns.stub';

/** Live DNS hosting brings the real resolver, here pointed at the loopback stub (never the internet). */
const liveAgainst = (server: string) =>
  liveIntegrations({
    AWS_ACCESS_KEY_ID: route53StubCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: route53StubCredentials.secretAccessKey,
    PUBLIC_DNS_SERVERS: server,
    INTEGRATION_TIMEOUT_MS: '2000',
  });

publicDnsContract('public DNS: sandbox', () => Promise.resolve({ publicDns: createSandboxPublicDns(), close: () => Promise.resolve() }));

publicDnsContract('public DNS: resolver against the stub DNS server', async () => {
  const stub = await startPublicDnsStub();
  return { publicDns: liveAgainst(stub.server).publicDns, close: () => stub.close() };
});

describe('public DNS resolver specifics', () => {
  it('asks the configured server for each record type and orders mail servers by priority', async () => {
    const stub = await startPublicDnsStub();
    try {
      const records = await liveAgainst(stub.server).publicDns.lookup('jonesfuneral.com');
      expect(records.mx).toEqual(['10 mail.jonesfuneral.com', '20 backup-mail.jonesfuneral.com']);
      expect(stub.questions).toEqual(
        expect.arrayContaining(['jonesfuneral.com 1', 'jonesfuneral.com 15', 'jonesfuneral.com 16', 'www.jonesfuneral.com 5']),
      );
    } finally {
      await stub.close();
    }
  });

  it('says the lookup failed when the server cannot answer, rather than that there are no records', async () => {
    const stub = await startPublicDnsStub();
    try {
      const error = await expectIntegrationError(liveAgainst(stub.server).publicDns.lookup('servfail-funeral.com'), 'dns', 'unavailable');
      expect(error.message).toBe('Public DNS could not look up servfail-funeral.com (ESERVFAIL); try again later.');
    } finally {
      await stub.close();
    }
  });

  it('is the sandbox unless DNS hosting is live', () => {
    expect(liveIntegrations({}).modes.dns).toBe('sandbox');
    expect(liveAgainst('127.0.0.1:53').modes.dns).toBe('live');
  });
});
