import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDudaClient } from '../../server/integrations/builder/builder.client';
import { createHarness, type Harness } from './harness';
import { dudaStubCredentials, startDudaStub } from './integrations/stubs/duda.stub';

describe('/api/sites/linkDuda and /unlinkDuda', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  const builderSite = async (name: string) =>
    (await h.deps.integrations.builder.createSite({ templateId: '1001', businessName: name, externalUid: name })).site_name;
  const link = (body: unknown, as: 'admin' | 'designer' | 'ae' | null = 'admin') =>
    h.request('POST', '/api/sites/linkDuda', { ...(as ? { as } : {}), body });
  const unlink = (body: unknown, as: 'admin' | 'designer' | 'ae' | null = 'admin') =>
    h.request('POST', '/api/sites/unlinkDuda', { ...(as ? { as } : {}), body });
  const dudaOf = async (id: number) =>
    (await h.handle.db.selectFrom('sites').select('duda_id').where('id', '=', id).executeTakeFirstOrThrow()).duda_id;
  const logOf = (id: number) =>
    h.handle.db.selectFrom('log_entries').select(['message', 'log_type']).where('site_id', '=', id).orderBy('id').execute();

  it('links an existing builder site (204), then unlinks it (204), logging both', async () => {
    const siteId = await h.createSite();
    const dudaSite = await builderSite('Birch');
    const linked = await link({ dudaSite, fhId: siteId }, 'designer');
    expect(linked.status).toBe(204);
    expect(await linked.text()).toBe('');
    expect(await dudaOf(siteId)).toBe(dudaSite);
    expect((await link({ dudaSite, fhId: siteId })).status).toBe(204);
    const unlinked = await unlink({ fhId: siteId });
    expect(unlinked.status).toBe(204);
    expect(await dudaOf(siteId)).toBeNull();
    expect(await logOf(siteId)).toEqual([
      { message: `Duda site ${dudaSite} linked`, log_type: 'CREATE' },
      { message: `Duda site ${dudaSite} unlinked`, log_type: 'CREATE' },
    ]);
  });

  it('answers 409 naming the firm a builder site is already linked to', async () => {
    const dudaSite = await builderSite('Elm');
    const holder = await h.createSite({ name: 'Elm Street Chapel', duda_id: dudaSite });
    const other = await h.createSite();
    const res = await link({ dudaSite, fhId: other });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: 'Duda site already linked',
      errorMessage: `${dudaSite} is already linked to Elm Street Chapel (ID: ${holder})`,
    });
    expect(await dudaOf(other)).toBeNull();
  });

  it('answers 404 {error, errorMessage} for a builder site or a firm that does not exist, and 409 for a firm linked elsewhere', async () => {
    const siteId = await h.createSite();
    const missing = await link({ dudaSite: 'nosuchsite', fhId: siteId });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Duda site not found', errorMessage: 'There is no Duda site nosuchsite' });
    const noFirm = await link({ dudaSite: await builderSite('Ash'), fhId: 999999 });
    expect(await noFirm.json()).toEqual({ error: 'Site not found', errorMessage: "ID: 999999 doesn't exist" });
    const linkedElsewhere = await h.createSite({ name: 'Pine', duda_id: await builderSite('Pine') });
    const res = await link({ dudaSite: await builderSite('Fir'), fhId: linkedElsewhere });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe('Site already linked');
    const notLinked = await unlink({ fhId: siteId });
    expect(notLinked.status).toBe(409);
    expect(await notLinked.json()).toEqual({
      error: 'No Duda site linked',
      errorMessage: `Test Funeral Home (ID: ${siteId}) has no Duda site to unlink`,
    });
  });

  it('says the site does not exist when live Duda answers 400 ResourceNotExist, as Duda does', async () => {
    const duda = await startDudaStub();
    const live = createDudaClient({ baseUrl: `${duda.url}/api`, ...dudaStubCredentials, timeoutMs: 5_000 });
    const getSite = vi.spyOn(h.deps.integrations.builder, 'getSite').mockImplementation((name) => live.getSite(name));
    try {
      const missing = await link({ dudaSite: 'mistyped1', fhId: await h.createSite() });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'Duda site not found', errorMessage: 'There is no Duda site mistyped1' });
      expect(duda.requests.at(-1)?.path).toBe('/api/sites/multiscreen/mistyped1');
    } finally {
      getSite.mockRestore();
      await duda.close();
    }
  });

  it('answers 400 naming dudaSite or fhId, 401 and 403', async () => {
    expect(await (await link({ dudaSite: '', fhId: 1 })).json()).toMatchObject({ field: 'dudaSite' });
    expect(await (await link({ dudaSite: 'abc' })).json()).toMatchObject({ field: 'fhId' });
    expect(await (await unlink({ fhId: 'x' })).json()).toMatchObject({ field: 'fhId' });
    expect((await link({ dudaSite: 'abc', fhId: 1 }, null)).status).toBe(401);
    expect((await link({ dudaSite: 'abc', fhId: 1 }, 'ae')).status).toBe(403);
    expect((await unlink({ fhId: 1 }, 'ae')).status).toBe(403);
  });
});
