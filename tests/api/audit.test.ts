import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistCategoriesOf } from '../../domain/siteChecklist/checklistCatalogue';
import type { Role } from '../../domain/roles';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { createHarness, type Harness, type TestUser } from './harness';

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

  const peer = '198.51.100.7';
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
      entityId: String(siteId),
      site: { id: siteId, name: 'Audit Fields FH' },
    });
    expect(changeOf(entry, 'corporation_id')).toEqual({ field: 'corporation_id', before: '1', after: '2' });
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
      before: null,
      after: String(designer.id),
    });
    expect(
      changeOf(
        entries.find((entry) => entry.kind === 'launchDate'),
        'scheduled_launch_date',
      ),
    ).toEqual({
      field: 'scheduled_launch_date',
      before: null,
      after: '2027-03-16',
    });
    const status = (await entriesOfSite(statusSite)).find((entry) => entry.kind === 'status');
    expect(status?.person?.id).toBe(h.users.designer.id);
    expect(changeOf(status, 'launcher_label')).toEqual({ field: 'launcher_label', before: 'In Design', after: 'Pre-Staging QA' });
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
    ).toEqual({ field: 'note', before: null, after: 'Call the florist' });
    const tick = entries.find((entry) => entry.kind === 'checklist');
    expect(tick).toMatchObject({ action: 'create', entity: 'site_checklist_ticks', entityId: `${siteId}:${itemId}` });
    expect(changeOf(tick, 'checked')).toEqual({ field: 'checked', before: null, after: 'true' });
    expect(
      changeOf(
        entries.find((entry) => entry.kind === 'revision'),
        'issue',
      ),
    ).toEqual({ field: 'issue', before: null, after: 'Logo is blurry' });
  });

  it('records sign-ins and failed sign-ins with the address, and hides what is secret', async () => {
    const res = await h.request('POST', '/login', {
      body: { username: 'nobody@example.com', password: 'wrong password' },
      peer: '203.0.113.50',
    });
    expect(res.status).toBe(401);
    const [failed] = (await read('kind=signInFailed&query=nobody%40example.com')).entries;
    expect(failed).toMatchObject({ person: null, address: '203.0.113.50', kind: 'signInFailed', action: 'create' });
    expect(changeOf(failed, 'account')).toEqual({ field: 'account', before: null, after: 'nobody@example.com' });
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
