import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport, SiteSubscribers } from '../../domain/api/subscriberImport.schema';
import { createHarness, type Harness } from './harness';

describe('subscriber import routes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ now: () => new Date('2025-06-02T14:00:00Z') });
  });
  afterAll(() => h.close());

  const csv = [
    'Email,First Name,Last Name',
    'mary.jones@example.com,Mary,Jones',
    'BOB@Example.com,,',
    ',No,Address',
    '"lee@example.com","Lee, Jr.",Smith',
    'not-an-address,Pat,Doe',
    'bob@example.com,Bob,Again',
  ].join('\r\n');
  const importInto = (siteId: number, body: unknown, as: 'admin' | 'launch' | 'designer' | 'ae' = 'admin') =>
    h.request('POST', `/api/sites/${siteId}/subscribers/import`, { as, body });

  it('imports the valid rows and reports duplicates and invalid rows with their line and reason', async () => {
    const siteId = await h.createSite();
    const res = await importInto(siteId, { fileName: 'subscribers.csv', csv });
    expect(res.status).toBe(200);
    const report = (await res.json()) as ImportReport;
    expect(report).toMatchObject({
      fileName: 'subscribers.csv',
      imported: 3,
      duplicates: 1,
      invalid: [
        { line: 4, reason: 'e-mail is missing' },
        { line: 6, reason: "'not-an-address' is not an e-mail address" },
      ],
    });
    expect(report.subscribers.count).toBe(3);
    expect(report.subscribers.latest.map(({ email, name }) => ({ email, name })).sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'bob@example.com', name: null },
      { email: 'lee@example.com', name: 'Lee, Jr. Smith' },
      { email: 'mary.jones@example.com', name: 'Mary Jones' },
    ]);
    const log = await h.handle.db.selectFrom('log_entries').select('message').where('site_id', '=', siteId).execute();
    expect(log).toEqual([{ message: 'Subscribers imported from subscribers.csv: 3 added, 1 duplicate skipped, 2 invalid rows' }]);
  });

  it('adds nothing when the same file is imported again', async () => {
    const siteId = await h.createSite();
    expect((await importInto(siteId, { fileName: 'subscribers.csv', csv })).status).toBe(200);
    const again = (await (await importInto(siteId, { fileName: 'subscribers.csv', csv }, 'launch')).json()) as ImportReport;
    expect(again).toMatchObject({ imported: 0, duplicates: 4, subscribers: { count: 3 } });
    expect(again.invalid).toHaveLength(2);
  });

  it('reads a file without a header when the first column holds addresses', async () => {
    const siteId = await h.createSite();
    const report = (await (
      await importInto(siteId, { fileName: 'plain.csv', csv: 'ann@example.com,Ann\ncarl@example.com\n' })
    ).json()) as ImportReport;
    expect(report).toMatchObject({ imported: 2, duplicates: 0, invalid: [] });
  });

  it('lists the count and the newest subscribers to everyone signed in', async () => {
    const siteId = await h.createSite();
    await importInto(siteId, { fileName: 'a.csv', csv: 'email\nann@example.com\n' });
    const res = await h.request('GET', `/api/sites/${siteId}/subscribers`, { as: 'florist' });
    expect(res.status).toBe(200);
    expect((await res.json()) as SiteSubscribers).toEqual({
      count: 1,
      latest: [{ email: 'ann@example.com', name: null, imported_at: '2025-06-02T14:00:00.000Z' }],
    });
    expect((await h.request('GET', `/api/sites/${siteId}/subscribers`)).status).toBe(401);
    expect((await h.request('GET', '/api/sites/999999/subscribers', { as: 'admin' })).status).toBe(404);
  });

  it('answers 400 naming the field, for the body and for a file without an email column', async () => {
    const siteId = await h.createSite();
    const noFile = await importInto(siteId, { fileName: 'x.csv' });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toMatchObject({ field: 'csv' });
    const noName = await importInto(siteId, { fileName: ' ', csv });
    expect(await noName.json()).toEqual({
      error: 'Invalid fileName: fileName is required',
      field: 'fileName',
      reason: 'fileName is required',
      fields: ['fileName'],
    });
    const noEmailColumn = await importInto(siteId, { fileName: 'x.csv', csv: 'Name,Phone\nMary,555\n' });
    expect(noEmailColumn.status).toBe(400);
    expect(await noEmailColumn.json()).toEqual({
      error: 'Invalid csv: the file needs an email column (a header row naming it, or addresses in the first column)',
      field: 'csv',
      reason: 'the file needs an email column (a header row naming it, or addresses in the first column)',
    });
    expect(await h.handle.db.selectFrom('log_entries').select('id').where('site_id', '=', siteId).execute()).toEqual([]);
  });

  it('answers 401, 403 for roles without import rights and 404 for an unknown site', async () => {
    const siteId = await h.createSite();
    const body = { fileName: 'a.csv', csv: 'email\nann@example.com\n' };
    expect((await h.request('POST', `/api/sites/${siteId}/subscribers/import`, { body })).status).toBe(401);
    expect((await importInto(siteId, body, 'ae')).status).toBe(403);
    expect((await importInto(siteId, body, 'designer')).status).toBe(200);
    expect((await importInto(999999, body)).status).toBe(404);
  });
});
