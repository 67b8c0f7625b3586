import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../domain/roles';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { createResolverPublicDns } from '../../server/integrations/dns/publicDns.resolver';
import { IntegrationError } from '../../server/integrations/integrationError';
import { startPublicDnsStub, type ZoneRecord } from './integrations/stubs/publicDns.stub';
import { createHarness, type Harness } from './harness';

type ProxyAnswer = {
  copied: { name: string; type: string; values: string[] }[];
  lookupData: Record<'a' | 'mx' | 'txt' | 'cname', { Value: string }[]>;
  zoneId: string;
  ns: string[];
  onGodaddy: boolean;
};

describe('POST /api/proxify', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await seedReferenceData(h.handle.db);
  });
  afterAll(() => h.close());

  const proxify = (body: unknown, as: Role = 'launch') => h.request('POST', '/api/proxify', { as, body });
  const siteRow = (siteId: number) =>
    h.handle.db
      .selectFrom('sites')
      .select(['hosted_zone_id', 'proxied_domain', 'proxied_by'])
      .where('id', '=', siteId)
      .executeTakeFirstOrThrow();
  const ticksOf = async (siteId: number) =>
    (
      await h.handle.db
        .selectFrom('site_checklist_ticks')
        .select('item_id')
        .where('site_id', '=', siteId)
        .where('checked', '=', true)
        .orderBy('item_id')
        .execute()
    ).map((tick) => tick.item_id);

  it('copies the public records into a new zone, points GoDaddy at it, and records it on the site', async () => {
    const siteId = await h.createSite({ name: 'Oakwood Funeral Home', apex: 'oakwood-taken.com' });
    const res = await proxify({ domain: 'oakwood-taken.com', fhid: siteId });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ProxyAnswer;
    expect(answer.lookupData).toEqual({
      a: [{ Value: expect.stringMatching(/^203\.0\.113\.\d+$/) as string }],
      mx: [{ Value: '10 mail.oakwood-taken.com' }],
      txt: [{ Value: '"v=spf1 include:_spf.oakwood-taken.com ~all"' }],
      cname: [{ Value: 'oakwood-taken.com' }],
    });
    expect(answer.onGodaddy).toBe(true);
    expect(answer.ns).toHaveLength(4);

    const zone = await h.deps.integrations.dns.findZone('oakwood-taken.com');
    expect(zone).toMatchObject({ id: answer.zoneId, nameServers: answer.ns });
    const records = await h.deps.integrations.dns.listRecords(answer.zoneId);
    expect(records).toEqual(
      expect.arrayContaining([
        { name: 'oakwood-taken.com', type: 'A', ttl: 300, values: [answer.lookupData.a[0]!.Value] },
        { name: 'oakwood-taken.com', type: 'MX', ttl: 300, values: ['10 mail.oakwood-taken.com'] },
        { name: 'www.oakwood-taken.com', type: 'CNAME', ttl: 300, values: ['oakwood-taken.com'] },
      ]),
    );
    expect(await h.deps.integrations.registrar.getNameServers('oakwood-taken.com')).toEqual(answer.ns);

    expect(await siteRow(siteId)).toEqual({
      hosted_zone_id: answer.zoneId,
      proxied_domain: 'oakwood-taken.com',
      proxied_by: h.users.launch.id,
    });
    const notes = await h.handle.db.selectFrom('notes').select(['type', 'note']).where('site_id', '=', siteId).execute();
    expect(notes).toEqual([
      {
        type: 'Launch',
        note: `Domain oakwood-taken.com proxied through hosted zone ${answer.zoneId}.\nName servers: ${answer.ns.join(', ')}\nThe name servers were set at GoDaddy automatically.`,
      },
    ]);
    expect(await ticksOf(siteId)).toEqual([71, 156]);
    const log = await h.handle.db.selectFrom('log_entries').select(['message', 'log_type']).where('site_id', '=', siteId).execute();
    expect(log).toEqual([
      { message: `Domain oakwood-taken.com proxied (zone ${answer.zoneId}); name servers set at GoDaddy`, log_type: 'PROXY' },
    ]);

    const check: unknown = await (await h.request('GET', `/api/sites/${siteId}/goLive/checks/manage2Domain`, { as: 'launch' })).json();
    expect(check).toMatchObject({ status: 'passed' });
  });

  it('normalises the domain and says the name servers must be set by hand when the domain is not ours', async () => {
    const siteId = await h.createSite({ name: 'Pine Chapel' });
    const res = await proxify({ domain: 'https://www.Pine-Elsewhere.com/about', fhid: siteId }, 'admin');
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ProxyAnswer;
    expect(answer.onGodaddy).toBe(false);
    expect(await siteRow(siteId)).toMatchObject({ proxied_domain: 'pine-elsewhere.com', hosted_zone_id: answer.zoneId });
    const [note] = await h.handle.db.selectFrom('notes').select('note').where('site_id', '=', siteId).execute();
    expect(note?.note).toContain('The domain is not in our GoDaddy account: set these name servers at its registrar by hand.');
    expect(await ticksOf(siteId)).toEqual([71]);
  });

  it("answers 403 'Domain Already Proxied!' for a site with a zone, or a domain another site proxied", async () => {
    const siteId = await h.createSite({ name: 'Elm Funeral Home' });
    expect((await proxify({ domain: 'elm-taken.com', fhid: siteId })).status).toBe(200);
    const again = await proxify({ domain: 'elm-taken.com', fhid: siteId });
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ error: 'Domain Already Proxied!' });
    const otherSite = await h.createSite({ name: 'Elm Copy' });
    const taken = await proxify({ domain: 'www.elm-taken.com', fhid: otherSite });
    expect(taken.status).toBe(403);
    expect(await taken.json()).toEqual({ error: 'Domain Already Proxied!' });
    expect(await siteRow(otherSite)).toMatchObject({ hosted_zone_id: null });
  });

  it("answers two proxy requests for one domain that arrive together as their single versions would: one proxies, the other is 'Domain Already Proxied!'", async () => {
    const first = await h.createSite({ name: 'Rowan Funeral Home' });
    const second = await h.createSite({ name: 'Rowan Copy' });
    const answers = await Promise.all([
      proxify({ domain: 'rowan-taken.com', fhid: first }),
      proxify({ domain: 'rowan-taken.com', fhid: second }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 403]);
    const refused = answers.find((res) => res.status === 403)!;
    expect(await refused.json()).toEqual({ error: 'Domain Already Proxied!' });
    const zones = [await siteRow(first), await siteRow(second)].map((row) => row?.hosted_zone_id ?? null);
    expect(zones.filter((zone) => zone !== null)).toHaveLength(1);
  });

  it("answers 400 'No DNS records found' and creates nothing for a domain without records", async () => {
    const siteId = await h.createSite({ name: 'Ash Funeral Home' });
    const res = await proxify({ domain: 'ash-norecords.com', fhid: siteId });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'No DNS records found' });
    expect(await h.deps.integrations.dns.findZone('ash-norecords.com')).toBeNull();
    expect(await siteRow(siteId)).toMatchObject({ hosted_zone_id: null });
  });

  it('answers 400 naming the field for a domain that is not one', async () => {
    const siteId = await h.createSite();
    const res = await proxify({ domain: 'ash funeral', fhid: siteId });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Invalid domain: must be a domain name such as smithfuneralhome.com',
      field: 'domain',
      reason: 'must be a domain name such as smithfuneralhome.com',
      fields: ['domain'],
    });
    expect(await (await proxify({ domain: 'ash.com' }, 'launch')).json()).toMatchObject({ field: 'fhid' });
  });

  it('copies every record public DNS shows at the well-known names, TXT strings cut at 255, and nothing it cannot see', async () => {
    const d = 'smithfuneral.com';
    const verification = `ms-verify=${'a'.repeat(245)}${'b'.repeat(245)}`; // 500 characters, two strings on the wire
    const dkimKey = `v=DKIM1; k=rsa; p=${'M'.repeat(380)}`;
    const zone: ZoneRecord[] = [
      { name: d, type: 'A', address: '203.0.113.10' },
      { name: d, type: 'A', address: '203.0.113.11' },
      { name: d, type: 'AAAA', address: '2001:db8::10' },
      { name: d, type: 'MX', priority: 10, exchange: 'aspmx.l.google.com' },
      { name: d, type: 'MX', priority: 20, exchange: 'alt1.aspmx.l.google.com' },
      { name: d, type: 'TXT', strings: ['v=spf1 include:_spf.google.com include:spf.protection.outlook.com ~all'] },
      { name: d, type: 'TXT', strings: ['google-site-verification=rXOxyZounnZasA8Z7oaD3c14JdjS9aKSWvsR1EbUSIQ'] },
      { name: d, type: 'TXT', strings: [verification.slice(0, 255), verification.slice(255)] },
      { name: d, type: 'CAA', flags: 0, tag: 'issue', value: 'letsencrypt.org' },
      { name: `www.${d}`, type: 'CNAME', domain: d },
      { name: `mail.${d}`, type: 'CNAME', domain: 'ghs.googlehosted.com' },
      { name: `webmail.${d}`, type: 'A', address: '203.0.113.20' },
      { name: `autodiscover.${d}`, type: 'CNAME', domain: 'autodiscover.outlook.com' },
      { name: `_dmarc.${d}`, type: 'TXT', strings: [`v=DMARC1; p=quarantine; rua=mailto:dmarc@${d}`] },
      { name: `google._domainkey.${d}`, type: 'TXT', strings: [dkimKey.slice(0, 255), dkimKey.slice(255)] },
      { name: `selector1._domainkey.${d}`, type: 'CNAME', domain: 'selector1-smithfuneral-com._domainkey.smithfuneral.onmicrosoft.com' },
      { name: `selector2._domainkey.${d}`, type: 'CNAME', domain: 'selector2-smithfuneral-com._domainkey.smithfuneral.onmicrosoft.com' },
      { name: `k1._domainkey.${d}`, type: 'CNAME', domain: 'dkim.mcsv.net' },
      { name: `s1._domainkey.${d}`, type: 'CNAME', domain: 's1.domainkey.u1234.wl.sendgrid.net' },
      { name: `_autodiscover._tcp.${d}`, type: 'SRV', priority: 0, weight: 0, port: 443, target: `autodiscover.${d}` },
      { name: `_sip._tls.${d}`, type: 'SRV', priority: 100, weight: 1, port: 443, target: 'sipdir.online.lync.com' },
      { name: `_sipfederationtls._tcp.${d}`, type: 'SRV', priority: 100, weight: 1, port: 5061, target: 'sipfed.online.lync.com' },
      // No one outside can learn this name exists: it is the checklist's to find.
      { name: `portal.${d}`, type: 'A', address: '203.0.113.30' },
    ];
    const dnsServer = await startPublicDnsStub({ zone });
    const resolver = createResolverPublicDns({ servers: [dnsServer.server], timeoutMs: 2000 });
    const lookup = vi.spyOn(h.deps.integrations.publicDns, 'lookup').mockImplementation((domain) => resolver.lookup(domain));
    try {
      const siteId = await h.createSite({ name: 'Smith Funeral Home', apex: d });
      const answer = (await (await proxify({ domain: d, fhid: siteId })).json()) as ProxyAnswer;
      const expected = [
        { name: d, type: 'A', values: ['203.0.113.10', '203.0.113.11'] },
        { name: d, type: 'AAAA', values: ['2001:db8::10'] },
        { name: d, type: 'MX', values: ['10 aspmx.l.google.com', '20 alt1.aspmx.l.google.com'] },
        {
          name: d,
          type: 'TXT',
          values: [
            '"v=spf1 include:_spf.google.com include:spf.protection.outlook.com ~all"',
            '"google-site-verification=rXOxyZounnZasA8Z7oaD3c14JdjS9aKSWvsR1EbUSIQ"',
            `"${verification.slice(0, 255)}" "${verification.slice(255)}"`,
          ],
        },
        { name: d, type: 'CAA', values: ['0 issue "letsencrypt.org"'] },
        { name: `www.${d}`, type: 'CNAME', values: [d] },
        { name: `mail.${d}`, type: 'CNAME', values: ['ghs.googlehosted.com'] },
        { name: `webmail.${d}`, type: 'A', values: ['203.0.113.20'] },
        { name: `autodiscover.${d}`, type: 'CNAME', values: ['autodiscover.outlook.com'] },
        { name: `_dmarc.${d}`, type: 'TXT', values: [`"v=DMARC1; p=quarantine; rua=mailto:dmarc@${d}"`] },
        { name: `google._domainkey.${d}`, type: 'TXT', values: [`"${dkimKey.slice(0, 255)}" "${dkimKey.slice(255)}"`] },
        {
          name: `selector1._domainkey.${d}`,
          type: 'CNAME',
          values: ['selector1-smithfuneral-com._domainkey.smithfuneral.onmicrosoft.com'],
        },
        {
          name: `selector2._domainkey.${d}`,
          type: 'CNAME',
          values: ['selector2-smithfuneral-com._domainkey.smithfuneral.onmicrosoft.com'],
        },
        { name: `k1._domainkey.${d}`, type: 'CNAME', values: ['dkim.mcsv.net'] },
        { name: `s1._domainkey.${d}`, type: 'CNAME', values: ['s1.domainkey.u1234.wl.sendgrid.net'] },
        { name: `_autodiscover._tcp.${d}`, type: 'SRV', values: [`0 0 443 autodiscover.${d}`] },
        { name: `_sip._tls.${d}`, type: 'SRV', values: ['100 1 443 sipdir.online.lync.com'] },
        { name: `_sipfederationtls._tcp.${d}`, type: 'SRV', values: ['100 1 5061 sipfed.online.lync.com'] },
      ];
      const byKey = (a: { name: string; type: string }, b: { name: string; type: string }) =>
        `${a.name} ${a.type}`.localeCompare(`${b.name} ${b.type}`);
      expect([...answer.copied].sort(byKey)).toEqual([...expected].sort(byKey));
      expect(answer.lookupData.txt).toHaveLength(3);
      const inZone = await h.deps.integrations.dns.listRecords(answer.zoneId);
      expect(inZone).toEqual(expect.arrayContaining(expected.map((record) => ({ ...record, ttl: 300 }))));
      expect(inZone.some((record) => record.name === `portal.${d}`)).toBe(false);
    } finally {
      lookup.mockRestore();
      await dnsServer.close();
    }
  });

  it('passes on an outside failure (the browser reads it as "Could not proxy domain, contact developer") and keeps nothing', async () => {
    const siteId = await h.createSite();
    const { dns } = h.deps.integrations;
    h.deps.integrations.dns = {
      ...dns,
      findOrCreateZone: () =>
        Promise.reject(
          new IntegrationError('dns', 'unavailable', 'DNS hosting (Route 53) is having problems (status 503); try again later.', 503),
        ),
    };
    try {
      const res = await proxify({ domain: 'birch-taken.com', fhid: siteId });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: 'DNS hosting (Route 53) is having problems (status 503); try again later.' });
    } finally {
      h.deps.integrations.dns = dns;
    }
    expect(await siteRow(siteId)).toMatchObject({ hosted_zone_id: null });
  });

  it('answers 401 without a session, 403 to roles without the proxy tool, 404 for no site', async () => {
    const siteId = await h.createSite();
    expect((await h.request('POST', '/api/proxify', { body: { domain: 'cedar-taken.com', fhid: siteId } })).status).toBe(401);
    for (const role of ['executive', 'ae', 'am', 'designer', 'care', 'sdr', 'florist'] as const) {
      const res = await proxify({ domain: 'cedar-taken.com', fhid: siteId }, role);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'Your role may not useProxyTool' });
    }
    expect(await h.deps.integrations.dns.findZone('cedar-taken.com')).toBeNull();
    const missing = await proxify({ domain: 'cedar-taken.com', fhid: 999_999 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Site not found' });
  });
});

describe("POST /api/proxify when the site's records cannot be updated", () => {
  it("answers 406 'Error updating checklist & notes', keeps the site unproxied, and converges on a retry", async () => {
    // No checklist catalogue: the tick cannot be written, so the transaction that records the proxy fails.
    const h = await createHarness();
    try {
      const siteId = await h.createSite({ name: 'Maple Funeral Home' });
      const res = await h.request('POST', '/api/proxify', { as: 'launch', body: { domain: 'maple-taken.com', fhid: siteId } });
      expect(res.status).toBe(406);
      expect(await res.json()).toEqual({ error: 'Error updating checklist & notes' });
      const site = await h.handle.db
        .selectFrom('sites')
        .select(['hosted_zone_id', 'proxied_domain'])
        .where('id', '=', siteId)
        .executeTakeFirstOrThrow();
      expect(site).toEqual({ hosted_zone_id: null, proxied_domain: null });
      expect(await h.handle.db.selectFrom('notes').select('id').where('site_id', '=', siteId).execute()).toEqual([]);

      await seedReferenceData(h.handle.db);
      const retry = await h.request('POST', '/api/proxify', { as: 'launch', body: { domain: 'maple-taken.com', fhid: siteId } });
      expect(retry.status).toBe(200);
      const zone = await h.deps.integrations.dns.findZone('maple-taken.com');
      expect(await retry.json()).toMatchObject({ zoneId: zone?.id, onGodaddy: true });
    } finally {
      await h.close();
    }
  });
});
