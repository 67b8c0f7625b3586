import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { createHarness, type Harness } from './harness';
import { addIntakeReferenceData, intakeBodyFor, intakeSecretValues } from './intakeFixtures';

type Body = ReturnType<typeof intakeBodyFor>;
type ErrorBody = { error: string; field?: string; reason?: string; fields?: string[] };

const pngBytes = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('the New Website intake (POST /api/sites/intake, upload, createTrelloCard)', () => {
  let h: Harness;
  let uploads: string;
  beforeAll(async () => {
    h = await createHarness();
    uploads = await mkdtemp(path.join(tmpdir(), 'intake-uploads-'));
    h.deps.config = { ...h.deps.config, UPLOADS_DIR: uploads };
    await addIntakeReferenceData(h);
  });
  afterAll(async () => {
    await h.close();
    await rm(uploads, { recursive: true, force: true });
  });

  const submit = (body: unknown, as: Role = 'ae') => h.request('POST', '/api/sites/intake', { as, body });
  const created = async (body: Body = intakeBodyFor(h), as: Role = 'ae'): Promise<number> => {
    const res = await submit(body, as);
    expect(res.status).toBe(201);
    return ((await res.json()) as { fhid: number }).fhid;
  };
  const upload = (form: FormData, as: Role = 'ae') =>
    Promise.resolve(
      h.app.request('/api/sites/upload', {
        method: 'POST',
        body: form,
        headers: { origin: 'http://localhost', authorization: `bearer ${h.users[as].token}` },
      }),
    );
  const imageForm = (fhid: number | string, bytes: Uint8Array<ArrayBuffer> = new Uint8Array(pngBytes), name = 'logo.png') => {
    const form = new FormData();
    form.set('fhid', String(fhid));
    form.set('label', 'Logo');
    form.set('alt', 'Oak Hill logo');
    form.set('comment', 'Use on the header');
    form.set('upload_file', new File([bytes], name, { type: 'image/png' }));
    return form;
  };

  it('creates the site with its locations, contact, flower shop, integrations and team in one go, Ready for Design, logged as INTAKE', async () => {
    const fhid = await created();
    const db = h.handle.db;
    const site = await db.selectFrom('sites').selectAll().where('id', '=', fhid).executeTakeFirstOrThrow();
    expect(site).toMatchObject({
      name: 'Oak Hill Funeral Home',
      url: 'https://oakhill.example',
      launcher_label: 'Ready for Design',
      provider_id: 3,
      referral_partner_id: 7,
      funding_partner_id: null,
      corporation_id: 1,
      ae_id: h.users.ae.id,
      am_id: h.users.am.id,
      sdr_id: null,
      designer_id: null,
      urgent_build: true,
      urgent_build_desc: 'Old host shuts down on the 30th',
      city: 'Springfield',
      rooftops: 1,
    });
    const locations = await db
      .selectFrom('site_locations')
      .select(['local_id', 'name', 'is_cemetery'])
      .where('site_id', '=', fhid)
      .orderBy('position')
      .execute();
    expect(locations).toEqual([
      { local_id: 'aaaaaaaaaaaaaaaaaaaa1', name: 'Main Chapel', is_cemetery: false },
      { local_id: 'aaaaaaaaaaaaaaaaaaaa2', name: 'Oak Hill Cemetery', is_cemetery: true },
    ]);
    expect(await db.selectFrom('site_contacts').select(['name', 'email', 'phone']).where('site_id', '=', fhid).execute()).toEqual([
      { name: 'Olive Oak', email: 'olive@oakhill.example', phone: '555-0100' },
    ]);
    expect(
      await db.selectFrom('site_flower_shops').select(['name', 'contact_name', 'preference']).where('site_id', '=', fhid).execute(),
    ).toEqual([{ name: 'Bloom & Co', contact_name: 'Rosa', preference: 1 }]);
    const integrations = await db
      .selectFrom('site_integrations')
      .select(['integration', 'details'])
      .where('site_id', '=', fhid)
      .orderBy('integration')
      .execute();
    expect(integrations).toEqual([
      { integration: 'asd', details: { mailbox: 'oakhill-box' } },
      { integration: 'ga', details: { containerId: 'G-12345' } },
      { integration: 'passare', details: { activeSync: true, autoPublish: true } },
    ]);
    const log = await db.selectFrom('log_entries').select(['message', 'log_type']).where('site_id', '=', fhid).execute();
    expect(log).toEqual([{ message: 'Site created', log_type: 'INTAKE' }]);
  });

  it('starts In Design when a designer was chosen, with the assignment logged as assigning does', async () => {
    const fhid = await created(intakeBodyFor(h, { designer: String(h.users.designer.id) }), 'sdr');
    const site = await h.handle.db
      .selectFrom('sites')
      .select(['launcher_label', 'designer_id'])
      .where('id', '=', fhid)
      .executeTakeFirstOrThrow();
    expect(site).toEqual({ launcher_label: 'In Design', designer_id: h.users.designer.id });
    const log = await h.handle.db
      .selectFrom('log_entries')
      .select(['message', 'log_type'])
      .where('site_id', '=', fhid)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { message: 'Site created', log_type: 'INTAKE' },
      { message: 'Test designer assigned as designer', log_type: 'DESIGNER' },
    ]);
  });

  const requiredFields: Array<[string, (body: Body) => void]> = [
    ['fh.details.name', (b) => (b.fh.details.name = ' ')],
    ['fh.details.url', (b) => (b.fh.details.url = '')],
    ['fh.details.provider', (b) => (b.fh.details.provider = '')],
    ['fh.details.referralPartner', (b) => (b.fh.details.referralPartner = '')],
    ['fh.details.fundingPartner', (b) => (b.fh.details.fundingPartner = '')],
    ['fh.details.corporation', (b) => (b.fh.details.corporation = '')],
    ['fh.details.floralPhone', (b) => (b.fh.details.floralPhone = '')],
    ['fh.details.replyToName', (b) => (b.fh.details.replyToName = '')],
    ['fh.details.replyToAddress', (b) => (b.fh.details.replyToAddress = '')],
    ['fh.contact.name', (b) => (b.fh.contact.name = '')],
    ['fh.contact.phone', (b) => (b.fh.contact.phone = '')],
    ['fh.contact.email', (b) => (b.fh.contact.email = '')],
    ['fh.locations', (b) => (b.fh.locations = [])],
    ['fh.locations.0.name', (b) => (b.fh.locations[0]!.name = '')],
    ['fh.locations.1.zip', (b) => (b.fh.locations[1]!.zip = '')],
    ['fh.urgentBuildDesc', (b) => (b.fh.urgentBuildDesc = '')],
    ['template.id', (b) => (b.template = { id: '', name: '' })],
    ['floral.shops.0.name', (b) => (b.floral.shops[0]!.name = '')],
    ['floral.shops.0.preference', (b) => (b.floral.shops[0]!.preference = 10)],
    ['team.ae', (b) => (b.team.ae = '')],
    ['team.sdr', (b) => (b.team.sdr = '')],
    ['team.am', (b) => (b.team.am = '')],
    [
      'subscriberInfo.obituaryNotifications',
      (b) => ((b.subscriberInfo as { obituaryNotifications: string }).obituaryNotifications = 'Weekly'),
    ],
    ['integrations.autoPublish', (b) => (b.integrations.activeSync = false)],
    ['integrations.activeSync', (b) => (b.integrations.passare = false)],
    ['integrations.gtmContainerId', (b) => (b.integrations.gtmContainerId = 'GTM-1')],
    ['dnsInfo.ownsDomain', (b) => (b.dnsInfo.ownsDomain = false)],
    // Two locations with one id would meet the locations' unique key: a 400 before anything is written.
    ['fh.locations', (b) => (b.fh.locations[1]!.id = b.fh.locations[0]!.id)],
  ];

  for (const [field, breakIt] of requiredFields) {
    it(`answers 400 naming ${field} when it is missing or bad`, async () => {
      const body = intakeBodyFor(h);
      breakIt(body);
      const res = await submit(body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as ErrorBody;
      expect(answer.fields).toContain(field);
    });
  }

  it('names every missing field at once, and creates nothing', async () => {
    const before = await h.handle.db
      .selectFrom('sites')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const body = intakeBodyFor(h);
    body.fh.details.name = '';
    body.fh.contact.email = '';
    body.team.am = '';
    const answer = (await (await submit(body)).json()) as ErrorBody;
    expect(answer).toMatchObject({ error: 'Invalid fh.details.name: name is required', field: 'fh.details.name' });
    expect(answer.fields).toEqual(['fh.details.name', 'fh.contact.email', 'team.am']);
    const after = await h.handle.db
      .selectFrom('sites')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers 400 for a provider that does not exist and for a team member of the wrong role', async () => {
    const badProvider = intakeBodyFor(h);
    badProvider.fh.details.provider = '99';
    expect(await (await submit(badProvider)).json()).toMatchObject({ field: 'fh.details.provider', reason: 'no provider 99' });
    const wrongRole = intakeBodyFor(h);
    wrongRole.team.ae = String(h.users.am.id);
    expect(await (await submit(wrongRole)).json()).toMatchObject({ field: 'team.ae', reason: 'must be an active ae' });
  });

  it('needs no template for a hosted-obituary home', async () => {
    const body = intakeBodyFor(h);
    body.fh.hostedObits = true;
    body.template = { id: '', name: '' };
    const fhid = await created(body);
    expect(await h.handle.db.selectFrom('sites').select('hosted_obit_site').where('id', '=', fhid).executeTakeFirst()).toEqual({
      hosted_obit_site: true,
    });
  });

  it('answers 401 without a session and 403 to the roles that may not take in a site', async () => {
    expect((await h.request('POST', '/api/sites/intake', { body: intakeBodyFor(h) })).status).toBe(401);
    for (const role of ['executive', 'am', 'care', 'florist', 'launch'] as const) {
      expect((await submit(intakeBodyFor(h), role)).status, role).toBe(403);
    }
    for (const role of ['admin', 'ae', 'sdr', 'designer'] as const) expect((await submit(intakeBodyFor(h), role)).status, role).toBe(201);
  });

  describe('secrets at rest', () => {
    it('keeps the DNS password, ASD password and Passare key out of the database in plain text', async () => {
      const fhid = await created();
      const rows = [
        ...(await h.handle.db.selectFrom('site_intake').selectAll().where('site_id', '=', fhid).execute()),
        ...(await h.handle.db.selectFrom('site_integrations').selectAll().where('site_id', '=', fhid).execute()),
        ...(await h.handle.db.selectFrom('log_entries').selectAll().where('site_id', '=', fhid).execute()),
      ];
      const stored = JSON.stringify(rows);
      for (const secret of intakeSecretValues) expect(stored).not.toContain(secret);
      const intake = await h.handle.db
        .selectFrom('site_intake')
        .select('dns_password_sealed')
        .where('site_id', '=', fhid)
        .executeTakeFirstOrThrow();
      expect(intake.dns_password_sealed).toMatch(/^v1:/);
      expect(h.deps.secrets.open(intake.dns_password_sealed ?? '')).toBe('dns-Pa55word!');
    });

    it('never sends a secret to a non-admin, whatever they read', async () => {
      const fhid = await created();
      for (const role of ['executive', 'ae', 'am', 'designer', 'care', 'sdr', 'florist', 'launch'] as const) {
        for (const route of [
          `/api/sites/${fhid}`,
          `/api/log?fhid=${fhid}`,
          `/api/sites/search?fhid=${fhid}`,
          `/api/sites/${fhid}/secrets`,
        ]) {
          const text = await (await h.request('GET', route, { as: role })).text();
          for (const secret of intakeSecretValues) expect(text, `${role} ${route}`).not.toContain(secret);
        }
        expect((await h.request('GET', `/api/sites/${fhid}/secrets`, { as: role })).status).toBe(403);
        expect((await h.request('POST', `/api/sites/${fhid}/secrets/reveal`, { as: role, body: { name: 'dnsPassword' } })).status).toBe(
          403,
        );
      }
    });

    it('shows an admin the secrets masked, and reveals one with a log entry naming who saw it', async () => {
      const fhid = await created();
      const masked = await h.request('GET', `/api/sites/${fhid}/secrets`, { as: 'admin' });
      expect(await masked.json()).toEqual([
        { name: 'dnsPassword', masked: '••••••••d!' },
        { name: 'asdPassword', masked: '••••••••89' },
        { name: 'passareApiKey', masked: '••••••••56' },
      ]);
      const revealed = await h.request('POST', `/api/sites/${fhid}/secrets/reveal`, { as: 'admin', body: { name: 'asdPassword' } });
      expect(await revealed.json()).toEqual({ name: 'asdPassword', value: 'asd-Secret-789' });
      const log = await h.handle.db
        .selectFrom('log_entries')
        .select('message')
        .where('site_id', '=', fhid)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      expect(log).toEqual({ message: 'ASD password revealed by Test admin' });
      // Who saw which secret is in the audit log too, never the secret itself (issue 34).
      const audit = await h.request('GET', `/api/audit?site=${fhid}&kind=secretReveal`, { as: 'admin' });
      const { entries } = (await audit.json()) as { entries: { person: { id: number }; entity: string; entityId: string }[] };
      expect(entries.map(({ person, entity, entityId }) => ({ person: person.id, entity, entityId }))).toEqual([
        { person: h.users.admin.id, entity: 'secret', entityId: 'asdPassword' },
      ]);
      expect(JSON.stringify(entries)).not.toContain('asd-Secret-789');
      expect((await h.request('POST', `/api/sites/${fhid}/secrets/reveal`, { as: 'admin', body: { name: 'pin' } })).status).toBe(400);
      expect((await h.request('GET', '/api/sites/999999/secrets', { as: 'admin' })).status).toBe(404);
    });
  });

  describe('POST /api/sites/upload', () => {
    it('stores an image and serves it to signed-in staff only', async () => {
      const fhid = await created();
      const res = await upload(imageForm(fhid));
      expect(res.status).toBe(201);
      const image = (await res.json()) as { id: number; url: string };
      expect(image.id).toBeGreaterThan(0);
      expect(image).toEqual({
        id: image.id,
        url: `/api/uploads/${image.id}`,
        label: 'Logo',
        alt: 'Oak Hill logo',
        comment: 'Use on the header',
      });
      const served = await h.request('GET', image.url, { as: 'florist' });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(pngBytes)).toBe(true);
      expect((await h.request('GET', image.url)).status).toBe(401);
      expect((await h.request('GET', '/api/uploads/999999', { as: 'ae' })).status).toBe(404);
    });

    it('checks the content, not the name: a text file called .png is refused', async () => {
      const fhid = await created();
      const res = await upload(imageForm(fhid, Buffer.from('not an image at all'), 'fake.png'));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'upload_file', reason: 'must be a PNG, JPEG, GIF or WebP image' });
    });

    it('answers 413 for an image over 10 MB', async () => {
      const fhid = await created();
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(pngBytes);
      const res = await upload(imageForm(fhid, big));
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ error: 'Images may be at most 10 MB' });
    });

    it('answers 400 naming a missing fhid or file, 404 for an unknown site, 401 and 403', async () => {
      const noFhid = imageForm(1);
      noFhid.delete('fhid');
      expect(await (await upload(noFhid)).json()).toMatchObject({ field: 'fhid' });
      const fhid = await created();
      const noFile = imageForm(fhid);
      noFile.delete('upload_file');
      expect(await (await upload(noFile)).json()).toMatchObject({ field: 'upload_file', reason: 'an image file is required' });
      expect((await upload(imageForm(999999))).status).toBe(404);
      expect((await upload(imageForm(fhid), 'care')).status).toBe(403);
      const anonymous = await h.app.request('/api/sites/upload', {
        method: 'POST',
        body: imageForm(fhid),
        headers: { origin: 'http://localhost' },
      });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('POST /api/sites/createTrelloCard', () => {
    it('makes the card on Ready for Designer with the team as members, once, and answers its URL', async () => {
      await h.handle.db.updateTable('users').set({ trello_id: 'ae-member' }).where('id', '=', h.users.ae.id).execute();
      const body = intakeBodyFor(h);
      const fhid = await created(body);
      const res = await h.request('POST', '/api/sites/createTrelloCard', { as: 'ae', body: { fhid, ...body } });
      expect(res.status).toBe(200);
      const { cardUrl } = (await res.json()) as { cardUrl: string };
      const site = await h.handle.db.selectFrom('sites').select('trello_card_id').where('id', '=', fhid).executeTakeFirstOrThrow();
      expect(cardUrl).toBe(`/sandbox/board/cards/${site.trello_card_id}`);
      const card = await h.deps.integrations.board.getCard(site.trello_card_id ?? '');
      expect(card).toMatchObject({ name: `${fhid} Oak Hill Funeral Home`, list: 'INTAKE.READY_FOR_DESIGNER', memberIds: ['ae-member'] });
      expect(card.description).toContain('Template: Serenity');
      for (const secret of intakeSecretValues) expect(card.description).not.toContain(secret);

      const again = await h.request('POST', '/api/sites/createTrelloCard', { as: 'ae', body: { fhid, ...body } });
      expect(await again.json()).toEqual({ cardUrl });
      const cards = await h.handle.db
        .selectFrom('sandbox_board_cards')
        .select('id')
        .where('name', '=', `${fhid} Oak Hill Funeral Home`)
        .execute();
      expect(cards).toHaveLength(1);
      const log = await h.handle.db
        .selectFrom('log_entries')
        .select('message')
        .where('site_id', '=', fhid)
        .where('message', '=', 'Board card created')
        .execute();
      expect(log).toHaveLength(1);
    });

    it('answers 400 naming fhid, 404 for an unknown site, 401 and 403', async () => {
      const body = intakeBodyFor(h);
      expect(await (await h.request('POST', '/api/sites/createTrelloCard', { as: 'ae', body })).json()).toMatchObject({ field: 'fhid' });
      expect((await h.request('POST', '/api/sites/createTrelloCard', { as: 'ae', body: { fhid: 999999, ...body } })).status).toBe(404);
      expect((await h.request('POST', '/api/sites/createTrelloCard', { body: { fhid: 1, ...body } })).status).toBe(401);
      expect((await h.request('POST', '/api/sites/createTrelloCard', { as: 'launch', body: { fhid: 1, ...body } })).status).toBe(403);
    });
  });

  describe('what fills the wizard', () => {
    it('finds a firm by id (GET /api/sites/search), 404 for none, 400 for a bad id, 401', async () => {
      const fhid = await h.createSite({ name: 'Maple Grove', duda_id: 'maple123' });
      expect(await (await h.request('GET', `/api/sites/search?fhid=${fhid}`, { as: 'sdr' })).json()).toEqual({
        firm: {
          id: fhid,
          name: 'Maple Grove',
          duda_id: 'maple123',
          url: null,
          provider_id: null,
          corporation_id: 1,
          referral_partner_id: null,
          funding_partner_id: null,
        },
      });
      const missing = await h.request('GET', '/api/sites/search?fhid=999999', { as: 'sdr' });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'Site not found' });
      expect(await (await h.request('GET', '/api/sites/search?fhid=abc', { as: 'sdr' })).json()).toMatchObject({ field: 'fhid' });
      expect((await h.request('GET', `/api/sites/search?fhid=${fhid}`)).status).toBe(401);
    });
  });
});
