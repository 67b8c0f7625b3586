import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checklistCategoriesOf } from '../../domain/siteChecklist/checklistCatalogue';
import type { Role } from '../../domain/roles';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { hashPassword } from '../../server/signIn/password';
import { routeOwnOriginToApp } from './goLiveFetch';
import { createHarness, type Harness, type TestUser } from './harness';
import { createReadySite } from './siteFixtures';

interface Entry {
  id: number;
  at: string;
  person: { id: number; name: string } | null;
  address: string | null;
  kind: string;
  action: string;
  entity: string;
  entityId: string;
  site: { id: number; name: string | null } | null;
  changes: { field: string; before: string | null; after: string | null }[];
}

describe('/api/audit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await seedReferenceData(h.handle.db);
  });
  afterAll(() => h.close());
  // Full Send fetches the sandbox's pages through the app (goLiveFetch.ts).
  afterEach(() => vi.unstubAllGlobals());

  const peer = '198.51.100.7';
  const password = 'correct horse battery staple';
  const read = async (search: string, as: Role | TestUser = 'admin') => {
    const res = await h.request('GET', `/api/audit?${search}`, { as });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as { entries: Entry[]; nextCursor: string | null };
  };
  const entriesOfSite = async (siteId: number) => (await read(`site=${siteId}`)).entries;
  const changeOf = (entry: Entry | undefined, field: string) => entry?.changes.find((change) => change.field === field);

  it('records a site field change with who, when, from where and before and after', async () => {
    const am = await h.createUser('am', 'Audit Am');
    const siteId = await h.createSite({ name: 'Audit Fields FH' });
    const before = Date.now();
    const res = await h.request('POST', `/api/sites/${siteId}/corporation`, { as: am, body: { corporationId: 2 }, peer });
    expect(res.status).toBe(200);
    const [entry] = await entriesOfSite(siteId);
    expect(entry).toMatchObject({
      person: { id: am.id, name: 'Audit Am' },
      address: peer,
      kind: 'site',
      action: 'change',
      entity: 'sites',
      entityLabel: 'Site',
      entityId: String(siteId),
      site: { id: siteId, name: 'Audit Fields FH' },
    });
    expect(changeOf(entry, 'corporation_id')).toEqual({ field: 'corporation_id', label: 'Corporation', before: '1', after: '2' });
    expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records status, assignment and launch date changes under their own kinds', async () => {
    const designer = await h.createUser('designer', 'Dana Designer');
    const siteId = await h.createSite({ launcher_label: 'Approved' });
    expect(
      (await h.request('POST', `/api/sites/${siteId}/assignDesigner`, { as: 'admin', body: { designerId: designer.id }, peer })).status,
    ).toBe(200);
    expect(
      (await h.request('POST', `/api/sites/${siteId}/updateLaunchDate`, { as: 'ae', body: { launchDate: '2027-03-16' }, peer })).status,
    ).toBe(200);
    const statusSite = await h.createSite({ launcher_label: 'In Design' });
    expect((await h.request('POST', `/api/sites/${statusSite}/qa`, { as: 'designer', body: {}, peer })).status).toBe(200);

    const entries = await entriesOfSite(siteId);
    expect(
      changeOf(
        entries.find((entry) => entry.kind === 'assignment'),
        'designer_id',
      ),
    ).toEqual({
      field: 'designer_id',
      label: 'Designer',
      before: null,
      after: 'Dana Designer',
    });
    expect(
      changeOf(
        entries.find((entry) => entry.kind === 'launchDate'),
        'scheduled_launch_date',
      ),
    ).toEqual({
      field: 'scheduled_launch_date',
      label: 'Launch Date',
      before: null,
      after: '2027-03-16',
    });
    // The free text finds an entry by the labels the screen shows, and by the person's name a field holds.
    expect((await read(`site=${siteId}&query=${encodeURIComponent('launch date')}`)).entries.map((entry) => entry.kind)).toEqual([
      'launchDate',
    ]);
    expect((await read(`site=${siteId}&query=${encodeURIComponent('dana designer')}`)).entries.map((entry) => entry.kind)).toEqual([
      'assignment',
    ]);
    const status = (await entriesOfSite(statusSite)).find((entry) => entry.kind === 'status');
    expect(status?.person?.id).toBe(h.users.designer.id);
    expect(changeOf(status, 'launcher_label')).toEqual({
      field: 'launcher_label',
      label: 'Status',
      before: 'In Design',
      after: 'Pre-Staging QA',
    });
  });

  it('records notes, checklist ticks and revisions with their fields', async () => {
    const siteId = await h.createSite();
    expect(
      (await h.request('POST', '/api/notes', { as: 'care', body: { fhid: siteId, note: 'Call the florist', type: 'Design' }, peer }))
        .status,
    ).toBe(201);
    const itemId = checklistCategoriesOf('qa')[0]!.items[0]!.id;
    expect(
      (
        await h.request('POST', '/api/siteChecklist/checkItem', {
          as: 'admin',
          body: { siteChecklistId: itemId, fhid: siteId, checked: true },
          peer,
        })
      ).status,
    ).toBe(200);
    expect(
      (await h.request('POST', '/api/siteRevisions', { as: 'admin', body: { fhid: siteId, issue: 'Logo is blurry' }, peer })).status,
    ).toBe(201);
    const entries = await entriesOfSite(siteId);
    expect(
      changeOf(
        entries.find((entry) => entry.kind === 'note'),
        'note',
      ),
    ).toEqual({ field: 'note', label: 'Note', before: null, after: 'Call the florist' });
    const tick = entries.find((entry) => entry.kind === 'checklist');
    expect(tick).toMatchObject({
      action: 'create',
      entity: 'site_checklist_ticks',
      entityLabel: 'Checklist item',
      entityId: `${siteId}:${itemId}`,
    });
    expect(changeOf(tick, 'checked')).toEqual({ field: 'checked', label: 'Checked', before: null, after: 'Yes' });
    expect(changeOf(tick, 'user_id')).toEqual({ field: 'user_id', label: 'Checked by', before: null, after: 'Test admin' });
    expect(
      changeOf(
        entries.find((entry) => entry.kind === 'revision'),
        'issue',
      ),
    ).toEqual({ field: 'issue', label: 'Issue', before: null, after: 'Logo is blurry' });
  });

  it('records sign-ins and failed sign-ins with the address, and hides what is secret', async () => {
    const res = await h.request('POST', '/login', {
      body: { username: 'nobody@example.com', password: 'wrong password' },
      peer: '203.0.113.50',
    });
    expect(res.status).toBe(401);
    const [failed] = (await read('kind=signInFailed&query=nobody%40example.com')).entries;
    expect(failed).toMatchObject({
      person: null,
      address: '203.0.113.50',
      kind: 'signInFailed',
      action: 'create',
      entityLabel: 'Failed sign-in',
    });
    expect(changeOf(failed, 'account')).toEqual({ field: 'account', label: 'Account', before: null, after: 'nobody@example.com' });
  });

  it('records changes to people and settings, and sign-ins with the person who signed in', async () => {
    const person = await h.createUser('care', 'Cory Care');
    expect((await h.request('PATCH', `/api/people/${person.id}`, { as: 'admin', body: { role: 'am' }, peer })).status).toBe(200);
    const roleChange = (await read(`kind=person&person=${h.users.admin.id}`)).entries.find((entry) => entry.entityId === String(person.id));
    expect(roleChange).toMatchObject({
      person: { id: h.users.admin.id },
      entity: 'users',
      entityLabel: 'Person',
      entityId: String(person.id),
      address: peer,
    });
    expect(changeOf(roleChange, 'role')).toEqual({ field: 'role', label: 'Role', before: 'QA', after: 'Account Manager' });

    const added = await h.request('POST', '/api/settings/corporations', { as: 'admin', body: { name: 'Audit Partners Group' }, peer });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: number };
    expect(
      (await h.request('PATCH', `/api/settings/corporations/${id}`, { as: 'admin', body: { name: 'Audit Partners' }, peer })).status,
    ).toBe(200);
    const settings = (await read(`kind=settings&query=${encodeURIComponent('Audit Partners')}`)).entries;
    expect(settings.map((entry) => [entry.action, entry.entity, entry.entityId])).toEqual([
      ['change', 'corporations', String(id)],
      ['create', 'corporations', String(id)],
    ]);
    expect(settings[0]).toMatchObject({ entityLabel: 'Corporation' });
    expect(changeOf(settings[0], 'name')).toEqual({
      field: 'name',
      label: 'Name',
      before: 'Audit Partners Group',
      after: 'Audit Partners',
    });
  });

  it('records an export with its filters, and the sessions a sign-in begins with their secrets hidden', async () => {
    const exporter = await h.createUser('executive', 'Exa Exporter');
    expect((await h.request('GET', '/api/sites/export?screen=allSites&query=smith', { as: exporter, peer })).status).toBe(200);
    const [exported] = (await read(`person=${exporter.id}&kind=export`)).entries;
    expect(exported).toMatchObject({ action: 'event', entity: 'sites', address: peer });
    expect(changeOf(exported, 'filters')?.after).toContain('"query":"smith"');

    const signedIn = await h.createUser('designer', 'Sid Signer');
    await h.handle.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password, { ln: 12, r: 8, p: 1 }) })
      .where('id', '=', signedIn.id)
      .execute();
    const email = (await h.handle.db.selectFrom('users').select('email').where('id', '=', signedIn.id).executeTakeFirstOrThrow()).email;
    expect((await h.request('POST', '/login', { body: { username: email, password }, peer: '203.0.113.60' })).status).toBe(200);
    const [session] = (await read(`person=${signedIn.id}&kind=signIn`)).entries;
    expect(session).toMatchObject({
      person: { id: signedIn.id, name: 'Sid Signer' },
      address: '203.0.113.60',
      entity: 'sessions',
      action: 'create',
    });
    expect(changeOf(session, 'token_hash')).toEqual({ field: 'token_hash', label: 'Session key', before: null, after: '(hidden)' });
    expect(changeOf(session, 'user_id')).toEqual({ field: 'user_id', label: 'Person', before: null, after: 'Sid Signer' });
    // The person's 'Last sign-in' moving is their own change, not one by nobody.
    const lastSignIn = (await read(`kind=person&query=${encodeURIComponent('Sid Signer')}`)).entries.find(
      (entry) => changeOf(entry, 'last_sign_in_at') !== undefined,
    );
    expect(lastSignIn).toMatchObject({ person: { id: signedIn.id, name: 'Sid Signer' }, address: '203.0.113.60', action: 'change' });
  });

  it('filters by person, site, kind, dates and free text, and pages newest first by cursor', async () => {
    const siteId = await h.createSite({ name: 'Paging Chapel' });
    await h.handle.db
      .insertInto('audit_entries')
      .values(
        Array.from({ length: 52 }, (_, index) => ({
          at: new Date(Date.UTC(2024, 0, 1 + index)),
          person_id: h.users.ae.id,
          address: '192.0.2.1',
          kind: index % 2 ? 'note' : 'site',
          action: 'change' as const,
          entity: 'sites',
          entity_id: String(siteId),
          site_id: siteId,
          changes: JSON.stringify([{ field: 'note', before: null, after: `entry ${index}` }]),
        })),
      )
      .execute();
    const first = await read(`site=${siteId}`);
    expect(first.entries).toHaveLength(50);
    expect(changeOf(first.entries[0], 'note')?.after).toBe('entry 51');
    expect(first.nextCursor).toBe(String(first.entries[49]!.id));
    const second = await read(`site=${siteId}&cursor=${first.nextCursor}`);
    expect(second.entries.map((entry) => changeOf(entry, 'note')?.after)).toEqual(['entry 1', 'entry 0']);
    expect(second.nextCursor).toBeNull();

    expect(
      (await read(`site=${siteId}&kind=note&from=2024-01-02&to=2024-01-04`)).entries.map((entry) => changeOf(entry, 'note')?.after),
    ).toEqual(['entry 3', 'entry 1']);
    expect((await read(`site=${siteId}&person=${h.users.ae.id}&query=${encodeURIComponent('entry 42')}`)).entries).toHaveLength(1);
    expect((await read(`site=${siteId}&person=${h.users.care.id}`)).entries).toEqual([]);
    // % and _ in the text are matched as themselves.
    expect((await read(`site=${siteId}&query=${encodeURIComponent('entry_4%')}`)).entries).toEqual([]);
  });

  it('exports the matching entries as an Excel-safe CSV, a line per changed field', async () => {
    const siteId = await h.createSite({ name: '=HYPERLINK("http://evil.example")' });
    await h.request('POST', '/api/notes', { as: 'admin', body: { fhid: siteId, note: '@SUM(1+1)', type: 'Design' }, peer });
    const res = await h.request('GET', `/api/audit/export?site=${siteId}&kind=note`, { as: 'executive' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The byte-order mark Excel needs to read UTF-8 (a text decoder drops it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('When,Person,Address,Kind,Action,Entity,Id,Site,Field,Before,After,Database table,Database field');
    const noteLine = lines.find((line) => line.endsWith(',notes,note'));
    expect(noteLine).toContain(`Test admin,${peer},Note,Created,Note,`);
    expect(noteLine).toContain(`,"'=HYPERLINK(""http://evil.example"")",Note,,'@SUM(1+1),notes,note`);
    expect(lines.find((line) => line.endsWith(',notes,user_id'))).toContain(',Written by,,Test admin,notes,user_id');
    expect(lines.at(-1)).toBe('');
    const [exported] = (await read(`person=${h.users.executive.id}&kind=export`)).entries;
    expect(exported).toMatchObject({ entity: 'audit_entries', action: 'event' });
  });

  it('answers 401 without a session, 403 to roles other than admins and executives, 400 naming a bad filter', async () => {
    for (const path of ['/api/audit', '/api/audit/export']) {
      expect((await h.request('GET', path)).status).toBe(401);
      for (const role of ['ae', 'am', 'designer', 'care', 'sdr', 'florist', 'launch'] as const)
        expect((await h.request('GET', path, { as: role })).status).toBe(403);
      expect((await h.request('GET', path, { as: 'executive' })).status).toBe(200);
    }
    const refusal = async (search: string, field: string, reason: string) => {
      const res = await h.request('GET', `/api/audit?${search}`, { as: 'admin' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field, reason });
    };
    await refusal(
      'kind=everything',
      'kind',
      'kind must be one of site, status, assignment, launchDate, note, checklist, revision, addon, scrape, domain, pageSeo, goLive, person, settings, savedView, signIn, signOut, signInFailed, secretReveal, export',
    );
    await refusal('person=abc', 'person', 'person must be a whole number from 1 to 2147483647');
    await refusal('from=2024-02-30', 'from', 'from must be a real date');
    await refusal('cursor=next', 'cursor', 'cursor must be an entry id');
    const exportRefusal = await h.request('GET', '/api/audit/export?site=0', { as: 'admin' });
    expect(exportRefusal.status).toBe(400);
  });

  it('records choosing and removing an addon on a site, its Setup and Committed as Yes or No', async () => {
    const am = await h.createUser('am', 'Addie Am');
    const siteId = await h.createSite({ name: 'Addon Chapel' });
    for (const setup of [true, false])
      expect((await h.request('POST', `/api/addons/${siteId}/updateSetup`, { as: am, body: { addonId: 2, setup }, peer })).status).toBe(
        200,
      );
    const [removed, chosen] = (await read(`site=${siteId}&kind=addon`)).entries;
    const who = { person: { id: am.id, name: 'Addie Am' }, address: peer, kind: 'addon', entity: 'site_addons', entityLabel: 'Addon' };
    expect(chosen).toMatchObject({ ...who, action: 'create', entityId: `${siteId}:2`, site: { id: siteId, name: 'Addon Chapel' } });
    expect(changeOf(chosen, 'addon_id')).toEqual({ field: 'addon_id', label: 'Addon', before: null, after: '2' });
    expect(changeOf(chosen, 'setup')).toEqual({ field: 'setup', label: 'Setup', before: null, after: 'Yes' });
    expect(changeOf(chosen, 'committed')).toEqual({ field: 'committed', label: 'Committed', before: null, after: 'No' });
    expect(removed).toMatchObject({ ...who, action: 'change', entityId: `${siteId}:2` });
    expect(removed!.changes).toEqual([{ field: 'setup', label: 'Setup', before: 'Yes', after: 'No' }]);
  });

  it('records a scrape task started and killed', async () => {
    const admin = await h.createUser('admin', 'Sam Scraper');
    const siteId = await h.createSite({ organization_id: 'org-audit' });
    const started = await h.request('POST', '/api/scrapiTasks/startScrape', {
      as: admin,
      body: { organizationId: 'org-audit', legacyFhid: siteId, url: 'https://www.old-audit.example/', provider: 'CFS' },
      peer,
    });
    expect(started.status).toBe(200);
    const { taskId } = (await started.json()) as { taskId: string };
    expect((await h.request('POST', '/api/scrapiTasks/killTask', { as: admin, body: { taskId }, peer })).status).toBe(200);
    // Started: saved PENDING, then queued RECEIVED in the same request; killed: revoked at once.
    const [killed, queued, start] = (await read(`site=${siteId}&kind=scrape`)).entries;
    const who = { person: { id: admin.id, name: 'Sam Scraper' }, address: peer, kind: 'scrape', entity: 'scrape_tasks', entityId: taskId };
    expect(start).toMatchObject({ ...who, action: 'create', entityLabel: 'Scrape task', site: { id: siteId } });
    expect(changeOf(start, 'status')).toEqual({ field: 'status', label: 'Status', before: null, after: 'PENDING' });
    expect(changeOf(start, 'job_type')).toEqual({ field: 'job_type', label: 'Job type', before: null, after: 'obituaries' });
    expect(changeOf(start, 'created_by')).toEqual({ field: 'created_by', label: 'Created by', before: null, after: 'Sam Scraper' });
    expect(queued).toMatchObject({ ...who, action: 'change' });
    expect(queued!.changes).toEqual([{ field: 'status', label: 'Status', before: 'PENDING', after: 'RECEIVED' }]);
    expect(killed).toMatchObject({ ...who, action: 'change' });
    expect(changeOf(killed, 'revoke_requested')).toEqual({
      field: 'revoke_requested',
      label: 'Kill requested',
      before: 'No',
      after: 'Yes',
    });
    expect(changeOf(killed, 'status')).toEqual({ field: 'status', label: 'Status', before: 'RECEIVED', after: 'REVOKED' });
  });

  it('records a scrape request and its completion, with who asked and who completed it by name', async () => {
    const designer = await h.createUser('designer', 'Reese Requester');
    const admin = await h.createUser('admin', 'Cam Completer');
    const siteId = await h.createSite({ name: 'Scrape Request Chapel' });
    const created = await h.request('POST', `/api/scrapeRequest/${siteId}/create`, {
      as: designer,
      body: { type: 'testimonials', url: 'oldchapel.example/testimonials', note: 'Only the 2024 ones' },
      peer,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const completed = await h.request('POST', `/api/scrapeRequest/${id}/markComplete`, {
      as: admin,
      body: { type: 'testimonials', additionalNote: 'All 40 saved' },
      peer,
    });
    expect(completed.status).toBe(200);
    const [done, asked] = (await read(`site=${siteId}&kind=scrape`)).entries;
    const request = { kind: 'scrape', entity: 'scrape_requests', entityLabel: 'Scrape request', entityId: String(id), address: peer };
    expect(asked).toMatchObject({ ...request, action: 'create', person: { id: designer.id, name: 'Reese Requester' } });
    expect(changeOf(asked, 'type')).toEqual({ field: 'type', label: 'Scrape type', before: null, after: 'Testimonials' });
    expect(changeOf(asked, 'url')).toEqual({ field: 'url', label: 'URL', before: null, after: 'oldchapel.example/testimonials' });
    expect(changeOf(asked, 'requested_by')).toEqual({
      field: 'requested_by',
      label: 'Requested by',
      before: null,
      after: 'Reese Requester',
    });
    expect(changeOf(asked, 'completed')).toEqual({ field: 'completed', label: 'Completed', before: null, after: 'No' });
    expect(done).toMatchObject({ ...request, action: 'change', person: { id: admin.id, name: 'Cam Completer' } });
    expect(changeOf(done, 'completed')).toEqual({ field: 'completed', label: 'Completed', before: 'No', after: 'Yes' });
    expect(changeOf(done, 'completed_by')).toEqual({ field: 'completed_by', label: 'Completed by', before: null, after: 'Cam Completer' });
    expect(changeOf(done, 'additional_note')).toEqual({
      field: 'additional_note',
      label: 'Additional note',
      before: '',
      after: 'All 40 saved',
    });
  });

  it('records a domain request and a domain proxied into a hosted zone', async () => {
    const ae = await h.createUser('ae', 'Dom Requester');
    const siteId = await h.createSite({ name: 'Domain Chapel', apex: 'audit-taken.com', email: 'info@audit-taken.com', provider_id: 5 });
    const sent = await h.request('POST', '/api/domainRequest', {
      as: ae,
      body: {
        fhid: siteId,
        fhName: 'Domain Chapel',
        primaryDomain: 'audit-taken.com',
        additionalDomains: ['audit-taken.net', 'audit-taken.org'],
        providerEmail: 'websites@tributetech.example',
        otherEmail: '',
        fhEmail: 'info@audit-taken.com',
        aeEmail: 'dom@example.com',
        additionalCc: [],
        aeNotes: '',
      },
      peer,
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { id: requestId } = (await sent.json()) as { id: number };
    const launch = await h.createUser('launch', 'Pat Proxy');
    const proxied = await h.request('POST', '/api/proxify', { as: launch, body: { domain: 'audit-taken.com', fhid: siteId }, peer });
    expect(proxied.status, await proxied.clone().text()).toBe(200);
    const { zoneId } = (await proxied.json()) as { zoneId: string };

    const [proxy, request] = (await read(`site=${siteId}&kind=domain`)).entries;
    expect(request).toMatchObject({
      person: { id: ae.id, name: 'Dom Requester' },
      address: peer,
      kind: 'domain',
      action: 'create',
      entity: 'domain_requests',
      entityLabel: 'Domain request',
      entityId: String(requestId),
      site: { id: siteId, name: 'Domain Chapel' },
    });
    expect(changeOf(request, 'primary_domain')).toEqual({
      field: 'primary_domain',
      label: 'Primary domain',
      before: null,
      after: 'audit-taken.com',
    });
    expect(changeOf(request, 'additional_domains')).toEqual({
      field: 'additional_domains',
      label: 'Additional domains',
      before: null,
      after: 'audit-taken.net, audit-taken.org',
    });
    expect(changeOf(request, 'user_id')).toEqual({ field: 'user_id', label: 'Requested by', before: null, after: 'Dom Requester' });
    expect(proxy).toMatchObject({
      person: { id: launch.id, name: 'Pat Proxy' },
      address: peer,
      kind: 'domain',
      action: 'change',
      entity: 'sites',
      entityLabel: 'Site',
      entityId: String(siteId),
    });
    expect(changeOf(proxy, 'proxied_domain')).toEqual({
      field: 'proxied_domain',
      label: 'Proxied domain',
      before: null,
      after: 'audit-taken.com',
    });
    expect(changeOf(proxy, 'hosted_zone_id')).toEqual({ field: 'hosted_zone_id', label: 'Hosted zone', before: null, after: zoneId });
    expect(changeOf(proxy, 'proxied_by')).toEqual({ field: 'proxied_by', label: 'Proxied by', before: null, after: 'Pat Proxy' });
  });

  it('records a Full Send started and DNS instructions sent, each as a launch', async () => {
    routeOwnOriginToApp(h);
    const launch = await h.createUser('launch', 'Lee Launcher');
    const siteId = await createReadySite(h, 'Full Send Chapel', 'full-send-audit.example');
    const started = await h.request('POST', `/api/sites/${siteId}/goLive/fullSend`, { as: launch, peer });
    expect(started.status, await started.clone().text()).toBe(200);
    const { launchId } = (await started.json()) as { launchId: string };
    const manualSite = await h.createSite({ name: 'Manual DNS Chapel' });
    const instructions = await h.request('POST', `/api/sites/${manualSite}/goLive/dnsInstructions`, {
      as: launch,
      body: { contactEmail: 'it@manual.example', fhName: 'Manual DNS Chapel', domain: 'manual.example' },
      peer,
    });
    expect(instructions.status).toBe(200);

    const who = { person: { id: launch.id, name: 'Lee Launcher' }, address: peer, kind: 'goLive', action: 'create', entity: 'launches' };
    const [fullSend] = (await read(`site=${siteId}&kind=goLive`)).entries;
    expect(fullSend).toMatchObject({ ...who, entityLabel: 'Launch', entityId: launchId, site: { id: siteId, name: 'Full Send Chapel' } });
    expect(changeOf(fullSend, 'kind')).toEqual({ field: 'kind', label: 'Launch kind', before: null, after: 'Full Send' });
    expect(changeOf(fullSend, 'status')).toEqual({ field: 'status', label: 'Status', before: null, after: 'running' });
    expect(changeOf(fullSend, 'started_by')).toEqual({ field: 'started_by', label: 'Started by', before: null, after: 'Lee Launcher' });
    const [sentInstructions] = (await read(`site=${manualSite}&kind=goLive`)).entries;
    expect(sentInstructions).toMatchObject({ ...who, entityLabel: 'Launch', site: { id: manualSite, name: 'Manual DNS Chapel' } });
    expect(changeOf(sentInstructions, 'kind')).toEqual({ field: 'kind', label: 'Launch kind', before: null, after: 'DNS instructions' });
    expect(changeOf(sentInstructions, 'recipient')).toEqual({
      field: 'recipient',
      label: 'Instructions sent to',
      before: null,
      after: 'it@manual.example',
    });
  });

  it('never lets an entry be changed or removed', async () => {
    const siteId = await h.createSite();
    await h.request('POST', `/api/sites/${siteId}/corporation`, { as: 'admin', body: { corporationId: 2 }, peer });
    const [entry] = await entriesOfSite(siteId);
    await expect(sql`update audit_entries set kind = 'site' where id = ${entry!.id}`.execute(h.handle.db)).rejects.toThrow(
      'audit entries are append-only (UPDATE)',
    );
    await expect(sql`delete from audit_entries where id = ${entry!.id}`.execute(h.handle.db)).rejects.toThrow(
      'audit entries are append-only (DELETE)',
    );
  });
});
