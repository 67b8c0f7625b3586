import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { IntegrationError } from '../../server/integrations/integrationError';
import { createHarness, type Harness } from './harness';

describe('/api/domainRequest', () => {
  let h: Harness;
  const clock = { now: new Date('2025-04-02T14:30:00Z') };
  beforeAll(async () => {
    h = await createHarness({ now: () => clock.now });
    await seedReferenceData(h.handle.db);
  });
  afterAll(() => h.close());

  const aeEmailOf = async (role: Role) =>
    (await h.handle.db.selectFrom('users').select('email').where('id', '=', h.users[role].id).executeTakeFirstOrThrow()).email;

  /** A CFS customer (Tribute Tech's contact, part 2 §9) with the test AE. */
  const newSite = async (name: string, apex: string) =>
    h.createSite({ name, apex, email: `info@${apex}`, provider_id: 5, ae_id: h.users.ae.id });

  const requestFor = async (siteId: number, apex: string, overrides: Record<string, unknown> = {}) => ({
    fhid: siteId,
    fhName: 'Oakwood Funeral Home',
    primaryDomain: apex,
    additionalDomains: [`${apex.replace('.com', '.net')}`],
    providerEmail: 'websites@tributetech.example',
    otherEmail: '',
    fhEmail: `info@${apex}`,
    aeEmail: await aeEmailOf('ae'),
    additionalCc: ['owner@example.com'],
    aeNotes: 'Family wants the launch before May.',
    ...overrides,
  });
  const send = (body: unknown, as: Role = 'ae') => h.request('POST', '/api/domainRequest', { as, body });

  it('starts the form from the site, its AE and its provider contact', async () => {
    const siteId = await newSite('Oakwood Funeral Home', 'oakwoodfh.com');
    const res = await h.request('GET', `/api/domainRequest/defaults?fhid=${siteId}`, { as: 'sdr' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      fhid: siteId,
      fhName: 'Oakwood Funeral Home',
      primaryDomain: 'oakwoodfh.com',
      fhEmail: 'info@oakwoodfh.com',
      aeEmail: await aeEmailOf('ae'),
      providerEmail: 'websites@tributetech.example',
      providerName: 'Tribute Tech',
      lastRequest: null,
    });
  });

  it("mails the provider's contact with the funeral home, AE and CCs copied, records it, ticks 191 and logs DOMAIN", async () => {
    const siteId = await newSite('Oakwood Funeral Home', 'oakwood-sent.com');
    const aeEmail = await aeEmailOf('ae');
    const res = await send(await requestFor(siteId, 'oakwood-sent.com', { primaryDomain: 'https://www.Oakwood-Sent.com/' }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      id: expect.any(Number) as number,
      sentAt: '2025-04-02T14:30:00.000Z',
      sentBy: 'Test ae',
      to: ['websites@tributetech.example'],
      cc: ['info@oakwood-sent.com', aeEmail, 'owner@example.com'],
      primaryDomain: 'oakwood-sent.com',
    });

    const mail = await h.handle.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('subject', '=', 'Domain request for Oakwood Funeral Home: oakwood-sent.com')
      .executeTakeFirstOrThrow();
    expect(mail.to_addresses).toEqual(['websites@tributetech.example']);
    expect(mail.cc_addresses).toEqual(['info@oakwood-sent.com', aeEmail, 'owner@example.com']);
    expect(mail.reply_to).toBe(aeEmail);
    expect(mail.text_body).toContain('  oakwood-sent.com\n  oakwood-sent.net');
    expect(mail.text_body).toContain('Family wants the launch before May.');

    const tick = await h.handle.db
      .selectFrom('site_checklist_ticks')
      .select(['checked', 'user_id'])
      .where('site_id', '=', siteId)
      .where('item_id', '=', 191)
      .executeTakeFirst();
    expect(tick).toEqual({ checked: true, user_id: h.users.ae.id });
    const log = await h.handle.db.selectFrom('log_entries').select(['message', 'log_type']).where('site_id', '=', siteId).execute();
    expect(log).toEqual([{ message: 'Domain request sent to websites@tributetech.example for oakwood-sent.com', log_type: 'DOMAIN' }]);

    const defaults: unknown = await (await h.request('GET', `/api/domainRequest/defaults?fhid=${siteId}`, { as: 'ae' })).json();
    expect(defaults).toMatchObject({
      lastRequest: {
        sentAt: '2025-04-02T14:30:00.000Z',
        sentBy: 'Test ae',
        to: ['websites@tributetech.example'],
        primaryDomain: 'oakwood-sent.com',
      },
    });
  });

  it('asks the funeral home itself when no provider address is given', async () => {
    const siteId = await newSite('Pine Chapel', 'pinechapel.com');
    const res = await send(await requestFor(siteId, 'pinechapel.com', { providerEmail: '', additionalCc: [] }), 'launch');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ to: ['info@pinechapel.com'], cc: [await aeEmailOf('ae')] });
  });

  it('records nothing when the mail cannot be sent, and says why', async () => {
    const siteId = await newSite('Cedar Chapel', 'cedarchapel.com');
    const { mail } = h.deps.integrations;
    h.deps.integrations.mail = {
      send: () =>
        Promise.reject(
          new IntegrationError('mail', 'unavailable', 'The mail server could not be reached (ECONNREFUSED); try again later.'),
        ),
    };
    try {
      const res = await send(await requestFor(siteId, 'cedarchapel.com'));
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: 'The mail server could not be reached (ECONNREFUSED); try again later.' });
    } finally {
      h.deps.integrations.mail = mail;
    }
    expect(await h.handle.db.selectFrom('domain_requests').select('id').where('site_id', '=', siteId).execute()).toEqual([]);
    expect(await h.handle.db.selectFrom('site_checklist_ticks').select('item_id').where('site_id', '=', siteId).execute()).toEqual([]);
    expect(await h.handle.db.selectFrom('log_entries').select('id').where('site_id', '=', siteId).execute()).toEqual([]);
  });

  it('answers 400 naming every bad field, in fields and in the reason', async () => {
    const siteId = await newSite('Elm Funeral Home', 'elmfh.com');
    const res = await send(await requestFor(siteId, 'elmfh.com', { fhEmail: '', additionalDomains: ['elm fh'], additionalCc: ['nobody'] }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error:
        "Invalid additionalDomains: additionalDomains: 'elm fh' is not a domain name; fhEmail is required; additionalCc: 'nobody' is not an e-mail address",
      field: 'additionalDomains',
      reason: "additionalDomains: 'elm fh' is not a domain name; fhEmail is required; additionalCc: 'nobody' is not an e-mail address",
      fields: ['additionalDomains', 'fhEmail', 'additionalCc'],
    });
    const typed = await send({ ...(await requestFor(siteId, 'elmfh.com')), fhid: 'one' });
    expect(typed.status).toBe(400);
    expect(await typed.json()).toMatchObject({ field: 'fhid', reason: 'fhid must be a number' });
    const noDomain = await send(await requestFor(siteId, 'elmfh.com', { primaryDomain: '   ' }), 'admin');
    expect(await noDomain.json()).toEqual({
      error: 'Invalid primaryDomain: primaryDomain is required',
      field: 'primaryDomain',
      reason: 'primaryDomain is required',
      fields: ['primaryDomain'],
    });
    expect(await h.handle.db.selectFrom('domain_requests').select('id').where('site_id', '=', siteId).execute()).toEqual([]);
  });

  it('lets only admin change the AE e-mail or the domain the site records (403)', async () => {
    const siteId = await newSite('Ash Funeral Home', 'ashfh.com');
    const changed = await send(await requestFor(siteId, 'ash-other.com', { aeEmail: 'someone@example.com' }), 'sdr');
    expect(changed.status).toBe(403);
    expect(await changed.json()).toEqual({
      error: 'Only an admin may change aeEmail and primaryDomain of a domain request',
      field: 'aeEmail',
    });
    const byAdmin = await send(await requestFor(siteId, 'ash-other.com', { aeEmail: 'someone@example.com' }), 'admin');
    expect(byAdmin.status).toBe(201);
    expect(await byAdmin.json()).toMatchObject({
      primaryDomain: 'ash-other.com',
      cc: ['info@ash-other.com', 'someone@example.com', 'owner@example.com'],
    });
  });

  it('answers 401 without a session and 403 to roles that may not send a domain request', async () => {
    const siteId = await newSite('Birch Funeral Home', 'birchfh.com');
    const body = await requestFor(siteId, 'birchfh.com');
    expect((await h.request('POST', '/api/domainRequest', { body })).status).toBe(401);
    expect((await h.request('GET', `/api/domainRequest/defaults?fhid=${siteId}`)).status).toBe(401);
    for (const role of ['executive', 'am', 'designer', 'care', 'florist'] as const) {
      const res = await send(body, role);
      expect(res.status).toBe(403);
      expect((await h.request('GET', `/api/domainRequest/defaults?fhid=${siteId}`, { as: role })).status).toBe(403);
    }
    const sent = await h.handle.db.selectFrom('domain_requests').select('id').where('site_id', '=', siteId).execute();
    expect(sent).toEqual([]);
  });

  it('answers 404 for a site that does not exist', async () => {
    const res = await send({ ...(await requestFor(1, 'nosuchsite.com')), fhid: 999_999 });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Site not found' });
    expect((await h.request('GET', '/api/domainRequest/defaults?fhid=999999', { as: 'ae' })).status).toBe(404);
    expect(await (await h.request('GET', '/api/domainRequest/defaults?fhid=x', { as: 'ae' })).json()).toMatchObject({ field: 'fhid' });
  });
});
