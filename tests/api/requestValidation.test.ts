import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';
import { watchRowChanges, type RowChanges } from './rowChanges';

/**
 * The validation layer's general rules (server/http/validate.ts), on the inputs that reached the
 * database before: ids beyond an integer column, text PostgreSQL cannot store, bodies that are not
 * JSON objects or not declared as JSON. fuzz.test.ts tries them on every route; these are the cases
 * named in issue 16, each with its exact answer.
 */
describe('request validation', () => {
  let h: Harness;
  let changes: RowChanges;
  let siteId: number;
  beforeAll(async () => {
    h = await createHarness();
    changes = await watchRowChanges(h.handle.db);
    siteId = await h.createSite({ name: 'Validation Funeral Home' });
  });
  afterAll(() => h.close());

  const refusal = async (res: Response, status: number) => {
    expect(res.status).toBe(status);
    return (await res.json()) as { error: string; field?: string; reason?: string };
  };

  it('refuses a body id beyond the integer range with 400 naming the field, and changes nothing', async () => {
    const mark = await changes.mark();
    for (const fhid of [2_147_483_648, 2 ** 53, 1e20]) {
      expect(
        await refusal(await h.request('POST', '/api/notes', { as: 'admin', body: { fhid, note: 'Hello', type: 'Design' } }), 400),
      ).toMatchObject({
        field: 'fhid',
        reason: 'fhid must be a whole number from 1 to 2147483647',
      });
    }
    expect(
      await refusal(await h.request('POST', '/api/notes/delete', { as: 'admin', body: { noteId: 2_147_483_648 } }), 400),
    ).toMatchObject({ field: 'noteId' });
    expect(await changes.since(mark)).toEqual([]);
    // The largest id there can be is still an id: not found, not refused.
    expect((await h.request('POST', '/api/notes/delete', { as: 'admin', body: { noteId: 2_147_483_647 } })).status).toBe(404);
  });

  it('refuses a query id beyond the integer range with 400 naming the field', async () => {
    expect(await refusal(await h.request('GET', '/api/notes?fhid=2147483648', { as: 'admin' }), 400)).toMatchObject({ field: 'fhid' });
    expect(await refusal(await h.request('GET', '/api/sites?designer=2147483648', { as: 'admin' }), 400)).toMatchObject({
      field: 'designer',
    });
    expect(await refusal(await h.request('GET', '/api/sites?corporation=99999999999', { as: 'admin' }), 400)).toMatchObject({
      field: 'corporation',
    });
  });

  it('answers 404 for a path id beyond the integer range: no row can have it', async () => {
    for (const id of ['2147483648', '9007199254740992', '100000000000000000000']) {
      expect(await refusal(await h.request('GET', `/api/sites/${id}`, { as: 'admin' }), 404)).toEqual({ error: `No id ${id}` });
    }
  });

  // Issue 27: one range for a site id wherever it is read, 1 to 2,147,483,647.
  describe('site ids at the edges of the range', () => {
    const accepted = ['1000000000', '2147483647'];
    const refused = ['0', '2147483648'];

    it('looks up a path id from 1,000,000,000 to 2,147,483,647 and answers 404 naming the id for 0 and 2,147,483,648', async () => {
      for (const id of accepted)
        expect(await refusal(await h.request('GET', `/api/sites/${id}`, { as: 'admin' }), 404)).toEqual({ error: 'Site not found' });
      for (const id of refused)
        expect(await refusal(await h.request('GET', `/api/sites/${id}`, { as: 'admin' }), 404)).toEqual({ error: `No id ${id}` });
    });

    it.each([
      ['/api/scrapiTasks', 'legacyFhid'],
      ['/api/scrapeRequests', 'fhid'],
    ])('takes %s?%s= up to 2,147,483,647 and refuses 0 and 2,147,483,648 naming the field', async (path, field) => {
      for (const id of accepted) expect((await h.request('GET', `${path}?${field}=${id}`, { as: 'admin' })).status).toBe(200);
      for (const id of refused) {
        expect(await refusal(await h.request('GET', `${path}?${field}=${id}`, { as: 'admin' }), 400)).toMatchObject({
          field,
          reason: `${field} must be a whole number from 1 to 2147483647`,
        });
      }
    });

    it('reads a body id up to 2,147,483,647 as a site that is not there, and refuses 0 and 2,147,483,648', async () => {
      for (const fhid of [1_000_000_000, 2_147_483_647]) {
        expect(
          await refusal(await h.request('POST', '/api/notes', { as: 'admin', body: { fhid, note: 'Hello', type: 'Design' } }), 404),
        ).toEqual({ error: 'Site not found' });
      }
      for (const fhid of [0, 2_147_483_648]) {
        expect(
          await refusal(await h.request('POST', '/api/notes', { as: 'admin', body: { fhid, note: 'Hello', type: 'Design' } }), 400),
        ).toMatchObject({
          field: 'fhid',
          reason: 'fhid must be a whole number from 1 to 2147483647',
        });
      }
    });
  });

  it('refuses text with a NUL or an unpaired surrogate with 400 naming the field, wherever it is', async () => {
    const mark = await changes.mark();
    expect(
      await refusal(await h.request('POST', '/api/notes', { as: 'admin', body: { fhid: siteId, note: 'a\u0000b', type: 'Design' } }), 400),
    ).toEqual({
      error: 'Invalid note: must not contain a NUL character',
      field: 'note',
      reason: 'must not contain a NUL character',
      fields: ['note'],
    });
    expect(
      await refusal(
        await h.request('POST', '/api/notes', { as: 'admin', body: { fhid: siteId, note: 'lone \ud800', type: 'Design' } }),
        400,
      ),
    ).toMatchObject({
      field: 'note',
      reason: 'must not contain an unpaired surrogate',
    });
    // In a field the schema does not know, and in a key.
    expect(
      await refusal(
        await h.request('POST', '/api/notes', {
          as: 'admin',
          body: { fhid: siteId, note: 'Fine', type: 'Design', extra: { list: ['\udfff'] } },
        }),
        400,
      ),
    ).toMatchObject({
      field: 'extra.list.0',
    });
    expect(
      await refusal(
        await h.request('POST', '/api/notes', { as: 'admin', body: `{"fhid":${siteId},"note":"Fine","type":"Design","a\\u0000":1}` }),
        400,
      ),
    ).toMatchObject({
      field: 'a\ufffd',
    });
    expect(await refusal(await h.request('GET', '/api/scrapiTasks?searchString=%00', { as: 'admin' }), 400)).toMatchObject({
      field: 'searchString',
    });
    expect(await changes.since(mark)).toEqual([]);
  });

  it('refuses DNS instructions with a NUL with 400, where the mail server used to fail (502)', async () => {
    const body = { contactEmail: 'it@smith.example', fhName: 'Smith\u0000 Funeral Home', domain: 'smith.example' };
    expect(
      await refusal(await h.request('POST', `/api/sites/${siteId}/goLive/dnsInstructions`, { as: 'launch', body }), 400),
    ).toMatchObject({ field: 'fhName' });
  });

  it('refuses a number JSON reads as infinite with 400 naming the field', async () => {
    expect(
      await refusal(await h.request('POST', '/api/notes', { as: 'admin', body: `{"fhid":1e400,"note":"Hello","type":"Design"}` }), 400),
    ).toMatchObject({
      field: 'fhid',
      reason: 'must be a finite number',
    });
  });

  it('refuses a body that is not a JSON object, with a schema or without one', async () => {
    const mark = await changes.mark();
    for (const body of ['[]', '[{}]', 'null', '"text"', '12']) {
      expect(await refusal(await h.request('POST', `/api/sites/${siteId}/updateLastCoached`, { as: 'admin', body }), 400)).toMatchObject({
        field: 'body',
        reason: 'expected a JSON object',
      });
      expect(await refusal(await h.request('POST', `/api/sites/${siteId}/lost`, { as: 'admin', body }), 400)).toMatchObject({
        field: 'body',
      });
    }
    expect(await changes.since(mark)).toEqual([]);
  });

  it('refuses a JSON body not declared as application/json with 415 naming content-type; uploads alone take multipart', async () => {
    const mark = await changes.mark();
    for (const type of ['multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'text/plain', 'application/jsonx']) {
      const headers = { 'content-type': type };
      expect(
        await refusal(
          await h.request('POST', '/api/notes', { as: 'admin', body: { fhid: siteId, note: 'Hello', type: 'Design' }, headers }),
          415,
        ),
      ).toMatchObject({
        field: 'content-type',
        reason: 'must be application/json',
      });
      expect((await h.request('POST', `/api/sites/${siteId}/qa`, { as: 'admin', body: {}, headers })).status).toBe(415);
    }
    expect(await changes.since(mark)).toEqual([]);
    expect(
      (
        await h.request('POST', '/api/notes', {
          as: 'admin',
          body: { fhid: siteId, note: 'Hello', type: 'Design' },
          headers: { 'content-type': 'application/json; charset=utf-8' },
        })
      ).status,
    ).toBe(201);
    // The upload route reads multipart itself: a JSON body there is not a form.
    expect(await refusal(await h.request('POST', '/api/sites/upload', { as: 'admin', body: { fhid: siteId } }), 400)).toMatchObject({
      reason: 'must be multipart/form-data',
    });
  });

  it('still takes a bodiless mutation with no body or an empty object', async () => {
    const empty = await h.request('DELETE', `/api/sites/${siteId}/fakeObituaries`, { as: 'admin' });
    expect(empty.status).toBe(200);
    expect((await h.request('POST', `/api/sites/${siteId}/fakeObituaries`, { as: 'admin', body: {} })).status).toBe(200);
  });
});
