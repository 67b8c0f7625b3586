import { describe, expect, it } from 'vitest';
import { createSandboxPublicDns } from '../../../server/integrations/dns/publicDns.sandbox';
import { txtValue } from '../../../server/integrations/dns/txtStrings';
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
      expect(records.find((record) => record.type === 'MX')?.values).toEqual([
        '10 mail.jonesfuneral.com',
        '20 backup-mail.jonesfuneral.com',
      ]);
      expect(stub.questions).toEqual(
        expect.arrayContaining([
          'jonesfuneral.com A',
          'jonesfuneral.com AAAA',
          'jonesfuneral.com MX',
          'jonesfuneral.com TXT',
          'jonesfuneral.com CAA',
          'www.jonesfuneral.com CNAME',
          '_dmarc.jonesfuneral.com CNAME',
          'google._domainkey.jonesfuneral.com CNAME',
          '_autodiscover._tcp.jonesfuneral.com CNAME',
        ]),
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

  it('writes a TXT value as quoted strings of at most 255 bytes, as Route 53 takes it', () => {
    const spf = `v=spf1 ${'include:_spf.example.com '.repeat(19)}~all`;
    expect(spf.length).toBe(486);
    expect(txtValue([spf])).toBe(`"${spf.slice(0, 255)}" "${spf.slice(255)}"`);
    expect(txtValue(['say "hi"\\'])).toBe('"say \\"hi\\"\\\\"');
    // never inside a character: 'é' is two bytes
    expect(txtValue(['é'.repeat(200)])).toBe(`"${'é'.repeat(127)}" "${'é'.repeat(73)}"`);
  });

  it('is the sandbox unless DNS hosting is live', () => {
    expect(liveIntegrations({}).modes.dns).toBe('sandbox');
    expect(liveAgainst('127.0.0.1:53').modes.dns).toBe('live');
  });
});
